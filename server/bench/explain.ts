import type { SqlRunner, Statement } from './bare-sql.ts';

/** Statements a plan can be asked for (not BEGIN, COMMIT or SET). */
const EXPLAINABLE = /^\s*\(?\s*(select|with|insert|update|delete)\b/i;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement the service ran for each URL, as markdown
 * for server/bench/PLANS.md. The statement's parameters are listed under it.
 */
export async function explainUrls(
  runner: SqlRunner,
  scenario: string,
  urls: { path: string; statements: Statement[] }[],
): Promise<string[]> {
  const out: string[] = [];
  for (const { path, statements } of urls) {
    out.push(`\n#### ${scenario}: \`${decodeURIComponent(path)}\`\n`);
    for (const [index, statement] of statements.entries()) {
      if (!EXPLAINABLE.test(statement.text)) continue;
      out.push(
        `Statement ${index + 1} of ${statements.length}, parameters ${JSON.stringify(statement.params)}:`,
      );
      out.push('```sql', statement.text, '```');
      try {
        out.push('```', ...(await runner.explain(statement)), '```');
      } catch (error) {
        out.push(`(EXPLAIN failed: ${(error as Error).message})`);
      }
    }
  }
  return out;
}

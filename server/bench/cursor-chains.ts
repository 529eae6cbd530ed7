import { CURSOR_CHAIN_STARTS, type Scenario, searchPath } from './scenarios.ts';

const DEEPEST_PAGE = 20;

interface PageInfo {
  nextCursor?: string | null;
}

/**
 * The 'Ver más' scenario: from page 1 of each filter set, follow `info.nextCursor` to page 20
 * (one request at a time, before measuring); the requests for pages 2–20 are the scenario.
 * Null with a reason when the API hands out no cursors (an engine without them).
 */
export async function cursorScenario(baseUrl: string): Promise<{ scenario: Scenario | null; note: string }> {
  const paths: string[] = [];
  const short: string[] = [];
  for (const start of CURSOR_CHAIN_STARTS) {
    let path = searchPath(start);
    for (let page = 1; page < DEEPEST_PAGE; page++) {
      const response = await fetch(`${baseUrl}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status} while walking a cursor chain`);
      const { info } = (await response.json()) as { info: PageInfo };
      if (info.nextCursor === undefined) {
        return { scenario: null, note: 'skipped: the API answers without info.nextCursor' };
      }
      if (info.nextCursor === null) {
        short.push(`${searchPath(start)} ends at page ${page}`);
        break;
      }
      path = searchPath({ ...start, cursor: info.nextCursor });
      paths.push(path);
    }
  }
  const note = short.length > 0 ? `short chains: ${short.join('; ')}` : '';
  return {
    scenario: {
      key: 'cursor',
      name: "'Ver más' pages 2–20 by cursor",
      kind: 'search',
      paths: [...new Set(paths)],
    },
    note,
  };
}

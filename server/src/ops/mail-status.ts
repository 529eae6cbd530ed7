// `npm run mail:status [-- --retry-failed]`: what the mail outbox holds, and why mail is stuck.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { desc, eq, sql } from 'drizzle-orm';
import { resolveDataDir } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { runCli } from './cli.ts';

const USAGE = `Usage: npm run mail:status [-- --retry-failed]

Counts the outbox's mail by status and lists what is waiting or failed, with the last error.
--retry-failed puts failed mail back in the queue (after fixing SMTP_URL, say). With the
embedded database, stop the server first (two processes must not open it); with DATABASE_URL
it works beside running servers.`;

runCli(async () => {
  const { values } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' }, 'retry-failed': { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolveDataDir();
  // Refuses (DataDirBusyError) while a server holds the embedded database.
  const database = await openDatabase({
    databaseUrl,
    dataDir: path.join(dataDir, 'pglite'),
    lockHolder: 'mail:status',
  });
  try {
    const db = database.db;
    if (values['retry-failed']) {
      const retried = await db
        .update(mailOutbox)
        .set({ status: 'pending', nextAttemptAt: new Date(), lockedUntil: null })
        .where(eq(mailOutbox.status, 'failed'))
        .returning({ id: mailOutbox.id });
      console.log(`${retried.length} failed message(s) queued again.\n`);
    }
    const counts = await db
      .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .groupBy(mailOutbox.status);
    const count = (status: string) => counts.find((c) => c.status === status)?.count ?? 0;
    console.log(`Mail outbox (${databaseUrl ? 'PostgreSQL' : dataDir}):`);
    console.log(`  pending ${count('pending')} · sent ${count('sent')} · failed ${count('failed')}`);
    const stuck = await db
      .select()
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.status} = 'failed' or (${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} > 0)`,
      )
      .orderBy(desc(mailOutbox.createdAt))
      .limit(20);
    if (stuck.length === 0) return console.log('  nothing is failing.');
    console.log('\nLatest undelivered mail:');
    for (const row of stuck) {
      const next = row.status === 'pending' ? `, next try ${row.nextAttemptAt.toISOString()}` : '';
      console.log(
        `  [${row.status}] ${row.createdAt.toISOString()} to ${row.toAddress}: "${row.subject}" — ${row.attempts} attempt(s)${next}`,
      );
      if (row.lastError) console.log(`      last error: ${row.lastError}`);
    }
  } finally {
    await database.close();
  }
});

import { type Lane, runOnLanes } from './database-lanes.ts';

/**
 * Bulk loads run several times faster when the indexes are built once at the end rather
 * than updated row by row; the migrated definitions are read back and replayed unchanged
 * (the primary keys stay: other tables' foreign keys, and the search table's fill, need them).
 * Every table's builds share the lanes, the slowest (GIN) first: built table after table, a
 * lane idled while the other finished the table's last GIN index.
 */
export async function withIndexesDeferred<T>(
  lanes: Lane[],
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const [first] = lanes;
  if (!first) throw new Error('withIndexesDeferred: no lane');
  const indexes = await first.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename in (${tables.map((table) => `'${table}'`).join(', ')})
       and indexname <> (tablename || '_pkey')`,
  );
  for (const { indexname } of indexes) await first.exec(`DROP INDEX "${indexname}"`);
  const result = await load();
  const slowestFirst = [...indexes].sort(
    (a, b) => Number(/using gin/i.test(b.indexdef)) - Number(/using gin/i.test(a.indexdef)),
  );
  await runOnLanes(
    lanes,
    slowestFirst.map(
      ({ indexdef }) =>
        (lane) =>
          lane.exec(indexdef),
    ),
  );
  return result;
}

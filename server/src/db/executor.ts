import type { Database } from './client.ts';

/** An open transaction, as Drizzle hands it to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or an open transaction: a write that must commit with others takes either. */
export type Executor = Database | Transaction;

// node-postgres's conversion of a query's values to their text (or bytes) form; untyped in @types/pg.
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): string | Buffer | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a path, query or body can name a row: every primary key is a UUID, and
 * anything else is answered "not found" before it reaches a `uuid` column (where it would fail).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** One key an action changed, with its value before and after (undefined: absent). */
export interface AuditChange {
  key: string;
  before: unknown;
  after: unknown;
}

type Snapshot = Record<string, unknown> | null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The keys whose value differs between the snapshots, in the order they appear (before's keys
 * first). A creation (no before) or a deletion (no after) lists every key of the other side.
 */
export function auditChanges(before: Snapshot, after: Snapshot): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }))
    .filter((change) => !same(change.before, change.after));
}

/** Long texts are cut: the entry is a summary, not the record. */
const MAX_VALUE_LENGTH = 80;

/** A value as the log shows it, in a word or a short line. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (value === '') return '(vacío)';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

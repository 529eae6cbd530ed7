/** The constraint a unique violation (SQLSTATE 23505) hit, on PGlite or node-postgres. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint ?? 'unknown';
    current = candidate.cause;
  }
  return null;
}

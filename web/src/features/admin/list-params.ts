/** An option of a fixed list from the address, or undefined for a missing or unknown one. */
export function pickOption<const T extends string>(
  value: string | null,
  options: readonly T[],
): T | undefined {
  return options.find((option) => option === value);
}

/** The page number from the address: a positive integer, 1 otherwise. */
export function pickPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address query after a filter changes: a new filter starts again from page 1. */
export function withFilter(
  current: URLSearchParams,
  key: string,
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete('page');
  return next;
}

/** The address query of another page of the same list (page 1 is left implicit). */
export function withPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

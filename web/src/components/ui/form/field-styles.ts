// One look for the account forms' controls.
export const inputStyles =
  'w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-sm outline-none transition placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600 aria-invalid:focus:ring-red-100 disabled:bg-stone-100';

export const labelStyles = 'text-sm font-semibold text-stone-800';

/** ids of the hint and error paragraphs an input is described by. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

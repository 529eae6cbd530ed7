import { RESULTS_GRID } from './results-layout.ts';

/** Card-shaped placeholders while the first page loads, so nothing jumps when it arrives. */
export function ResultsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={RESULTS_GRID}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
          <div className="aspect-[3/2] animate-pulse bg-stone-200" />
          <div className="grid gap-3 p-4">
            <div className="h-3.5 w-1/2 animate-pulse rounded bg-stone-200" />
            <div className="h-5 w-4/5 animate-pulse rounded bg-stone-200" />
            <div className="h-3.5 w-1/3 animate-pulse rounded bg-stone-200" />
            <div className="h-5 w-2/5 animate-pulse rounded bg-stone-200" />
            <div className="mt-2 h-9 animate-pulse rounded-full bg-stone-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

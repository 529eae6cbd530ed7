import { LIFECYCLE_TEXT } from '@tranquera/contracts';

/** 'Destacado': the paid plan's badge, amber so it stands apart from the category and operation pills. */
export function FeaturedBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-amber-950 shadow-sm ring-1 ring-amber-500/50 ring-inset ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-3.5 w-3.5 fill-current">
        <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9Z" />
      </svg>
      {LIFECYCLE_TEXT.featuredBadge}
    </span>
  );
}

// Small inline icons of the search page (decorative: the controls carry their own names).
const common = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
} as const;

export function CloseIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg {...common} aria-hidden="true" className={className}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

export function SearchIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg {...common} aria-hidden="true" className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function FilterIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg {...common} aria-hidden="true" className={className}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

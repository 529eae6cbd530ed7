/** The favourites' heart (24px grid, currentColor): an outline, or filled once saved. Decorative. */
export function HeartIcon({
  filled = false,
  className = 'h-5 w-5',
}: {
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M12 20.5s-8.5-5.1-8.5-11.1A4.9 4.9 0 0 1 8.4 4.5c1.5 0 2.8.7 3.6 1.9.8-1.2 2.1-1.9 3.6-1.9a4.9 4.9 0 0 1 4.9 4.9c0 6-8.5 11.1-8.5 11.1Z" />
    </svg>
  );
}

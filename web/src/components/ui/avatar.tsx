export const DEFAULT_AVATAR = '/images/default-avatar.svg';

interface AvatarProps {
  /** The picture; without one, the initials of `initialsOf`, or else the default silhouette. */
  src: string | null;
  /** Rendered size in pixels (square). */
  size: number;
  /** The person whose initials stand in for a missing picture. */
  initialsOf?: { first_name: string; last_name: string };
  /** Decorative unless told: the name is printed next to it. */
  alt?: string;
  loading?: 'eager' | 'lazy';
  className?: string;
}

/** A person's round picture (spec §2); a broken link falls back to the default silhouette. */
export function Avatar({ src, size, initialsOf, alt = '', loading = 'lazy', className = '' }: AvatarProps) {
  const base = `shrink-0 rounded-full object-cover ring-2 ring-white ${className}`;
  if (!src && initialsOf) {
    const initials =
      `${initialsOf.first_name.charAt(0)}${initialsOf.last_name.charAt(0)}`.toUpperCase() || '?';
    return (
      <span
        aria-hidden="true"
        className={`${base} inline-flex select-none items-center justify-center bg-brand-700 font-semibold text-white`}
        style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      src={src || DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      className={base}
      style={{ width: size, height: size }}
      onError={(event) => {
        // A broken upload link must not leave an empty circle.
        if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) event.currentTarget.src = DEFAULT_AVATAR;
      }}
    />
  );
}

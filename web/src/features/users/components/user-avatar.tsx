interface UserAvatarProps {
  firstName: string;
  lastName: string;
  image: string | null;
  /** Rendered size in pixels (square). */
  size: number;
  className?: string;
}

/**
 * The photo, or the initials on a brand background when there is none. Decorative: the name
 * is always printed next to it.
 */
export function UserAvatar({ firstName, lastName, image, size, className = '' }: UserAvatarProps) {
  const base = `shrink-0 rounded-full object-cover ring-2 ring-white shadow-sm ${className}`;
  if (image) {
    return (
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={base}
        style={{ width: size, height: size }}
      />
    );
  }
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
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

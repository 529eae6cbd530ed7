// Line icons (24px grid, currentColor). Decorative: the control that holds one names it.
import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/** The 24px line-icon frame every icon of the site is drawn in. */
export function LineIcon({ className = 'h-5 w-5', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </LineIcon>
);
export const MapPinIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 21s7-6.1 7-11.5a7 7 0 1 0-14 0C5 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
);
export const MenuIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
);
export const CloseIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);
export const ArrowUpIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </LineIcon>
);
export const ArrowLeftIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </LineIcon>
);
export const ArrowRightIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </LineIcon>
);
export const InfoIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </LineIcon>
);
export const CheckIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </LineIcon>
);
export const ExternalIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </LineIcon>
);
export const UserPlusIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </LineIcon>
);
export const CameraIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </LineIcon>
);
export const FilterIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </LineIcon>
);
export const ChatIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    <path d="M8.5 11h7M8.5 14.5h4" />
  </LineIcon>
);
export const ReportIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M14 3H7a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V7Z" />
    <path d="M14 3v4h4M9 17v-3M12 17v-6M15 17v-2" />
  </LineIcon>
);
export const ClipboardIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M9 4h6v3H9zM9 5.5H6.5a1 1 0 0 0-1 1V20a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1V6.5a1 1 0 0 0-1-1H15" />
    <path d="m9 14 2 2 4-4" />
  </LineIcon>
);
export const EyeIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
);
export const EyeOffIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.8 3.8M6.6 6.6C3.6 8.5 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </LineIcon>
);

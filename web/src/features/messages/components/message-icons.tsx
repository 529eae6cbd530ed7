// Icons of the messaging screens (24px grid, currentColor, decorative).
import type { ReactNode } from 'react';

function Icon({ className = 'h-5 w-5', children }: { className?: string; children: ReactNode }) {
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

export const SendIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M21 3 10.5 13.5M21 3l-6.5 18-4-7.5L3 9.5 21 3Z" />
  </Icon>
);

export const InboxIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M3 13h5l1.5 3h5L16 13h5" />
    <path d="M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6l2.5-8Z" />
  </Icon>
);

export const FieldIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M3 20h18M5 20V10l7-5 7 5v10" />
    <path d="M9 20v-5h6v5" />
  </Icon>
);

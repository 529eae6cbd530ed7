// Icons of the messaging screens (24px grid, currentColor, decorative).
import { LineIcon } from '../../../components/ui/icons.tsx';

export const SendIcon = ({ className }: { className?: string }) => (
  <LineIcon className={className}>
    <path d="M21 3 10.5 13.5M21 3l-6.5 18-4-7.5L3 9.5 21 3Z" />
  </LineIcon>
);

export const InboxIcon = ({ className }: { className?: string }) => (
  <LineIcon className={className}>
    <path d="M3 13h5l1.5 3h5L16 13h5" />
    <path d="M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6l2.5-8Z" />
  </LineIcon>
);

export const FieldIcon = ({ className }: { className?: string }) => (
  <LineIcon className={className}>
    <path d="M3 20h18M5 20V10l7-5 7 5v10" />
    <path d="M9 20v-5h6v5" />
  </LineIcon>
);

// Icons of the buyer request (24px grid, currentColor, decorative).
import { LineIcon } from '../../../components/ui/icons.tsx';

export const ClockIcon = ({ className }: { className?: string }) => (
  <LineIcon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);

export const EnterIcon = ({ className }: { className?: string }) => (
  <LineIcon className={className}>
    <path d="M20 5v7a3 3 0 0 1-3 3H5M9 11l-4 4 4 4" />
  </LineIcon>
);

export const AlertIcon = ({ className }: { className?: string }) => (
  <LineIcon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </LineIcon>
);

// Line icons of the publishing screens (24px grid, currentColor, decorative).
import { type IconProps, LineIcon } from '../../../components/ui/icons.tsx';

export const UploadIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M7 17.5H6a4 4 0 0 1-.6-7.96A6 6 0 0 1 17 8.5a4.5 4.5 0 0 1 .5 9H17" />
    <path d="M12 20v-8M8.5 15 12 11.5l3.5 3.5" />
  </LineIcon>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="m15 18-6-6 6-6" />
  </LineIcon>
);
export const ChevronRightIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="m9 18 6-6-6-6" />
  </LineIcon>
);
export const StarIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9Z" />
  </LineIcon>
);
export const TrashIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-12M9 7V4h6v3" />
  </LineIcon>
);
export const PencilIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />
  </LineIcon>
);
export const CrosshairIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="7" />
    <path d="M12 2v4M12 18v4M2 12h4M18 12h4" />
  </LineIcon>
);
export const WarningIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 4 2.5 20h19Z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </LineIcon>
);
export const PlusIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

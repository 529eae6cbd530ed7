// Small inline icons (stroke, currentColor): decorative, so hidden from assistive technology.
import { type IconProps, LineIcon } from '../../../components/ui/icons.tsx';

export const MapPinIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
);

export const CheckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </LineIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m15 5-7 7 7 7" />
  </LineIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m9 5 7 7-7 7" />
  </LineIcon>
);

export const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
);

export const DocumentIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </LineIcon>
);

export const ChatIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
  </LineIcon>
);

export const ShareIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.6M8.2 13.2l7.6 4.6" />
  </LineIcon>
);

export const LinkIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L12 5.6" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
  </LineIcon>
);

export const MoreIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </LineIcon>
);

export const FlagIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </LineIcon>
);

import type { ReactNode } from 'react';
import { gridSizes, listingImage, PHONE_PHOTO_MEDIA, phonePhotoSource } from '../../../lib/listing-images.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

// What the gallery looks like with and without its slider (gallery-slider.tsx, loaded after the
// page is interactive): the same boxes, photos and buttons, so swapping one for the other moves
// nothing on the screen.

export const THUMBS_PER_VIEW = 4;
export const THUMBS_SPACING = 10;

/**
 * The gallery's width: the page less its padding (px-4, sm:px-6, lg:px-8), from lg also less the
 * 360 px price column and its 2.5rem gap; the thumbnails share it four to a row.
 */
const GALLERY_BANDS = [
  { from: 0, outside: 32 },
  { from: 640, outside: 48 },
  { from: 1024, outside: 64 + 360 + 40 },
];
export const PHOTO_SIZES = gridSizes(GALLERY_BANDS.map((band) => ({ ...band, columns: 1, gap: 0 })));
const THUMB_SIZES = gridSizes(
  GALLERY_BANDS.map((band) => ({ ...band, columns: THUMBS_PER_VIEW, gap: THUMBS_SPACING })),
);

// The gallery is laid out before Swiper runs, and before its stylesheet (loaded with the slider)
// arrives: these classes give every box its final size from the start. A thumbnail's width and
// margin are what Swiper computes from THUMBS_PER_VIEW and THUMBS_SPACING; important, to win over
// swiper.css's `.swiper-slide { width: 100% }`, which is outside Tailwind's layers.
export const SLIDER_CLASS = 'relative overflow-hidden [&>.swiper-wrapper]:flex [&>.swiper-wrapper]:h-full';
export const MAIN_SLIDER_CLASS = `aspect-[3/2] ${SLIDER_CLASS}`;
export const THUMB_STRIP_CLASS = `w-full ${SLIDER_CLASS}`;
export const PHOTO_SLIDE_CLASS = 'h-full w-full shrink-0';
export const THUMB_SLIDE_CLASS = 'shrink-0 w-[calc((100%-30px)/4)]! mr-[10px]!';

const arrowClass =
  'absolute top-1/2 z-10 -translate-y-1/2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white disabled:opacity-0';

export const photoAlt = (title: string, index: number, total: number) =>
  `${title}: foto ${index + 1} de ${total}`;

/** A slide's photo: the 640 px size on phones (PHONE_PHOTO_MEDIA), the stored sizes elsewhere. */
export function GalleryPhoto({ url, index, alt }: { url: string; index: number; alt: string }) {
  const phone = phonePhotoSource(url, PHOTO_SIZES);
  const first = index === 0;
  return (
    <picture className="block h-full w-full">
      {phone && <source media={PHONE_PHOTO_MEDIA} srcSet={phone.srcSet} sizes={phone.sizes} />}
      <img
        {...listingImage(url, 'gallery', PHOTO_SIZES)}
        alt={alt}
        // The first photo is the page's largest paint: fetched first, at high priority.
        fetchPriority={first ? 'high' : undefined}
        loading={first ? 'eager' : 'lazy'}
        decoding={first ? undefined : 'async'}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}

interface ArrowsProps {
  /** False until a slider runs: an arrow would do nothing. */
  active: boolean;
  prevRef?: (button: HTMLButtonElement | null) => void;
  nextRef?: (button: HTMLButtonElement | null) => void;
}

export function GalleryArrows({ active, prevRef, nextRef }: ArrowsProps) {
  const shown = active ? '' : 'invisible';
  return (
    <>
      <GalleryArrow label="Foto anterior" buttonRef={prevRef} className={`left-3 ${shown}`}>
        <ChevronLeftIcon className="h-6 w-6" />
      </GalleryArrow>
      <GalleryArrow label="Foto siguiente" buttonRef={nextRef} className={`right-3 ${shown}`}>
        <ChevronRightIcon className="h-6 w-6" />
      </GalleryArrow>
    </>
  );
}

interface ArrowProps {
  label: string;
  buttonRef?: (button: HTMLButtonElement | null) => void;
  className: string;
  children: ReactNode;
}

function GalleryArrow({ label, buttonRef, className, children }: ArrowProps) {
  return (
    <button ref={buttonRef} type="button" aria-label={label} className={`${arrowClass} ${className}`}>
      {children}
    </button>
  );
}

export function GalleryCounter({ index, total }: { index: number; total: number }) {
  return (
    <p
      aria-live="polite"
      className="absolute bottom-3 right-3 z-10 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white"
    >
      <span className="sr-only">Foto </span>
      {index + 1} / {total}
    </p>
  );
}

interface ThumbProps {
  url: string;
  index: number;
  current: boolean;
  onSelect: (index: number) => void;
}

export function GalleryThumb({ url, index, current, onSelect }: ThumbProps) {
  return (
    <button
      type="button"
      onClick={() => onSelect(index)}
      aria-label={`Ver foto ${index + 1}`}
      aria-current={current}
      className="group relative block w-full overflow-hidden rounded-lg"
    >
      <img
        {...listingImage(url, 'galleryThumb', THUMB_SIZES)}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] h-full w-full bg-stone-200 object-cover opacity-70 transition group-hover:opacity-100 group-aria-[current=true]:opacity-100"
      />
      <span className="absolute inset-0 rounded-lg ring-2 ring-transparent ring-inset group-aria-[current=true]:ring-brand-700" />
    </button>
  );
}

import { IMAGE_SIZES, type ImageSize, imageVariant } from '@tranquera/contracts';

// A listing photo as an <img>: the stored WebP sizes as `srcset`, a `sizes` that says how wide
// the layout shows it, so a phone downloads the card size where the large one would be wasted,
// and width/height, so the box is reserved before the file arrives.

/** The widest a page gets (Tailwind's max-w-7xl): past it, every layout stops growing. */
export const PAGE_MAX_PX = 1280;

export interface ListingImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/**
 * Which stored sizes each use offers the browser, and which one `src` names (for crawlers and
 * browsers without srcset). Cards and thumbnails are cropped to 3:2; the large size keeps the
 * photo's own shape within 1280 px, shown cropped to 3:2 by the gallery.
 */
const USES = {
  card: { candidates: ['thumb', 'card'], fallback: 'card' },
  gallery: { candidates: ['card', 'large'], fallback: 'large' },
  galleryThumb: { candidates: ['thumb', 'card'], fallback: 'thumb' },
} as const satisfies Record<string, { candidates: readonly ImageSize[]; fallback: ImageSize }>;

export type ListingImageUse = keyof typeof USES;

/**
 * Phones with screens up to 2×: a full-width photo's slot (~330–380 px) asks for 660–760 device
 * pixels, and the next stored size after 640 px is 1280 px, several times the bytes (a demo
 * photo: 125 KB against 14 KB) on a slow network for a sharpness a phone hardly shows. There
 * the 640 px size is offered alone (a <source> of a <picture>); sharper screens choose from the
 * whole `srcset`.
 */
export const PHONE_PHOTO_MEDIA = '(max-width: 639px) and (max-resolution: 2dppx)';

/** The <source> attributes of a photo on phones (PHONE_PHOTO_MEDIA); none without stored sizes. */
export function phonePhotoSource(url: string, sizes: string): { srcSet: string; sizes: string } | null {
  if (!hasImageVariants(url)) return null;
  return { srcSet: `${imageVariant(url, 'card')} ${IMAGE_SIZES.card.width}w`, sizes };
}

/** Whether the URL names an uploaded photo, stored in three sizes (demo files of other kinds are not). */
export function hasImageVariants(url: string): boolean {
  return imageVariant(url, 'thumb') !== url;
}

/** The <img> attributes of a listing photo; a plain `src` when the photo has no stored sizes. */
export function listingImage(url: string, use: ListingImageUse, sizes: string): ListingImageAttributes {
  const { candidates, fallback } = USES[use];
  const { width, height } = IMAGE_SIZES[fallback];
  if (!hasImageVariants(url)) return { src: url, width, height };
  return {
    src: imageVariant(url, fallback),
    srcSet: candidates.map((size) => `${imageVariant(url, size)} ${IMAGE_SIZES[size].width}w`).join(', '),
    sizes,
    width,
    height,
  };
}

/** From a viewport width up (a Tailwind breakpoint, px), how a row of photos is laid out. */
export interface GridBand {
  from: number;
  /** Photos side by side; 1.25 for slots 80% as wide as the row (then `gap` is 0). */
  columns: number;
  /** Horizontal px that are not the row's: page padding, a sidebar and its gap. */
  outside: number;
  /** Px between two photos. */
  gap: number;
}

const px = (value: number) => `${Math.round(value * 100) / 100}px`;

function slotWidth({ columns, outside, gap }: GridBand): string {
  const taken = outside + (columns - 1) * gap;
  const row = taken > 0 ? `100vw - ${px(taken)}` : '100vw';
  if (columns === 1) return taken > 0 ? `calc(${row})` : row;
  return `calc((${row}) / ${columns})`;
}

/**
 * A `sizes` attribute for a row of photos described band by band. From `maxWidth` up the page
 * no longer grows, so the slot is a fixed number of pixels there.
 */
export function gridSizes(bands: GridBand[], maxWidth = PAGE_MAX_PX): string {
  const sorted = [...bands].sort((a, b) => a.from - b.from);
  const widest = sorted.filter((band) => band.from <= maxWidth).at(-1);
  if (!widest) throw new Error('gridSizes: every band starts past the maximum width');
  const fixed = (maxWidth - widest.outside - (widest.columns - 1) * widest.gap) / widest.columns;
  const growing = sorted.filter((band) => band.from < maxWidth);
  const [smallest, ...larger] = growing;
  const conditions = larger.reverse().map((band) => `(min-width: ${band.from}px) ${slotWidth(band)}`);
  return [
    `(min-width: ${maxWidth}px) ${px(fixed)}`,
    ...conditions,
    ...(smallest ? [slotWidth(smallest)] : []),
  ].join(', ');
}

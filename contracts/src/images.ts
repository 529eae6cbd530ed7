// Every stored photo exists in three sizes; the stored URL names the large one and the UI
// derives the others, so a listing's `images` stays a plain list of URLs (spec §3).
export const IMAGE_SIZES = {
  large: { suffix: 'lg', width: 1280, height: 853 },
  card: { suffix: 'md', width: 640, height: 427 },
  thumb: { suffix: 'sm', width: 240, height: 160 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

const STORED = /-lg\.webp$/;

export function imageVariant(url: string, size: ImageSize): string {
  return STORED.test(url) ? url.replace(STORED, `-${IMAGE_SIZES[size].suffix}.webp`) : url;
}

import { IMAGE_SIZES, type ImageSize } from '@tranquera/contracts';
import { loadSharp } from './sharp-library.ts';

/** Decompression-bomb guard: nothing over 50 megapixels is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type SniffedType = 'jpeg' | 'png' | 'gif';

/** Recognises the format by its first bytes, never by the name or the declared type. */
export function sniffImageType(head: Buffer): SniffedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (head.length >= 6 && ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

export class ImageRejected extends Error {}

/**
 * Re-encodes a photo into the three sizes the site shows, as WebP: orientation applied,
 * metadata (EXIF, GPS) dropped because sharp writes none unless asked.
 */
export async function renderImageSizes(input: Buffer): Promise<Record<ImageSize, Buffer>> {
  const sharp = await loadSharp();
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  const meta = await source.metadata().catch(() => {
    throw new ImageRejected('unreadable');
  });
  if (!meta.width || !meta.height) throw new ImageRejected('no dimensions');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejected('too many pixels');
  const oriented = source.rotate();
  const render = async (size: ImageSize) => {
    const { width, height } = IMAGE_SIZES[size];
    const resized =
      size === 'large'
        ? oriented.clone().resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        : oriented.clone().resize({ width, height, fit: 'cover', position: 'attention' });
    return resized.webp({ quality: size === 'thumb' ? 70 : 80 }).toBuffer();
  };
  try {
    const [large, card, thumb] = await Promise.all([render('large'), render('card'), render('thumb')]);
    return { large, card, thumb };
  } catch {
    throw new ImageRejected('decode failed');
  }
}

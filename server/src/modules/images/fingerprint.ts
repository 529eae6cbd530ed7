import type phashModule from 'sharp-phash';
import { loadSharp } from './sharp-library.ts';

// sharp-phash loads sharp (and so libvips) as it is imported: on first use (sharp-library.ts),
// after loadSharp has turned libvips's operation cache off.
let loadingPhash: Promise<typeof phashModule> | null = null;
const loadPhash = () => {
  loadingPhash ??= loadSharp().then(() => import('sharp-phash').then((module) => module.default));
  return loadingPhash;
};

/** A photo's 64-bit perceptual hash (DCT pHash) as 16 hex digits, and its four 16-bit bands. */
export interface PhotoFingerprint {
  hash: string;
  bands: [number, number, number, number];
}

/**
 * Resizing, re-encoding or a light crop change a perceptual hash by a few bits, so a photo copied
 * from another listing (downloaded from the site and uploaded again) still matches. Null when the
 * image can't be hashed: the upload itself has already been checked and stays valid.
 */
export async function fingerprintPhoto(file: Buffer): Promise<PhotoFingerprint | null> {
  // Outside the try: a library that can't be loaded is the server's fault, not the photo's, and
  // must not mark photos as unhashable for good (fingerprint-backfill.ts).
  const phash = await loadPhash();
  try {
    const bits = await phash(file);
    const hash = BigInt(`0b${bits}`).toString(16).padStart(16, '0');
    const bands = [0, 4, 8, 12].map((at) =>
      Number.parseInt(hash.slice(at, at + 4), 16),
    ) as PhotoFingerprint['bands'];
    return { hash, bands };
  } catch {
    return null;
  }
}

/** Bits that differ between two fingerprints' hashes. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

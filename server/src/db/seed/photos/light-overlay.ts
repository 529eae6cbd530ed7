import { seededRandom } from '../prng.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './svg-canvas.ts';

const LATTICE = 64;
const PATCH_STEP = 8;
let grain: Int8Array | null = null;

/** Film grain, made once: a flat drawing reads as a photo once it has a little noise. */
function filmGrain(): Int8Array {
  if (grain) return grain;
  const random = seededRandom(7);
  grain = new Int8Array(PHOTO_WIDTH * PHOTO_HEIGHT);
  for (let i = 0; i < grain.length; i++) grain[i] = Math.round((random.next() + random.next() - 1) * 30);
  return grain;
}

/**
 * A grey layer for a soft-light blend (128 changes nothing): film grain everywhere, plus broad
 * light and dark patches on the ground below `groundTop` (uneven growth, cloud shadows). The
 * patches are laid out in perspective, large in front and squeezed towards the horizon, which
 * an SVG noise filter cannot do; computing them here is also several times cheaper.
 */
export function lightOverlay(groundTop: number, horizon: number, seed: number): Buffer {
  const noise = valueNoise(seed);
  const film = filmGrain();
  const pixels = Buffer.alloc(PHOTO_WIDTH * PHOTO_HEIGHT * 4);
  // One 32-bit write per pixel: grey in R, G and B, opaque alpha (byte order is little-endian).
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, PHOTO_WIDTH * PHOTO_HEIGHT);
  const patches = new Float32Array(PHOTO_WIDTH / PATCH_STEP + 2);
  for (let y = 0; y < PHOTO_HEIGHT; y++) {
    const below = y - horizon;
    const onGround = y >= groundTop && below > 0;
    // Distance grows as 1/(height below the horizon); far patches fade into an even tone.
    const depth = onGround ? (PHOTO_HEIGHT - horizon) / below : 0;
    const strength = onGround ? 34 * Math.min(1, below / 60) : 0;
    if (strength > 0) {
      // Patches are broad: sampled every few pixels along the row and interpolated between.
      const v = depth * 1.4;
      for (let k = 0; k < patches.length; k++) {
        const u = ((k * PATCH_STEP - PHOTO_WIDTH / 2) / PHOTO_WIDTH) * depth * 3.2;
        patches[k] = strength * (noise(u, v) * 0.7 + noise(u * 3.1 + 17, v * 3.1) * 0.3);
      }
    }
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      const i = y * PHOTO_WIDTH + x;
      let value = 128 + film[i]!;
      if (strength > 0) {
        const k = (x / PATCH_STEP) | 0;
        const t = (x - k * PATCH_STEP) / PATCH_STEP;
        value += patches[k]! + (patches[k + 1]! - patches[k]!) * t;
      }
      const byte = value < 0 ? 0 : value > 255 ? 255 : value | 0;
      words[i] = (0xff000000 | (byte << 16) | (byte << 8) | byte) >>> 0;
    }
  }
  return pixels;
}

/** Smooth value noise in [-1, 1] on a wrapping lattice. */
function valueNoise(seed: number): (u: number, v: number) => number {
  const random = seededRandom(seed);
  const lattice = Float32Array.from({ length: LATTICE * LATTICE }, () => random.next() * 2 - 1);
  const at = (i: number, j: number) => lattice[(j & (LATTICE - 1)) * LATTICE + (i & (LATTICE - 1))]!;
  const ease = (t: number) => t * t * (3 - 2 * t);
  return (u, v) => {
    const i = Math.floor(u);
    const j = Math.floor(v);
    const s = ease(u - i);
    const t = ease(v - j);
    const top = at(i, j) + (at(i + 1, j) - at(i, j)) * s;
    const bottom = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * s;
    return top + (bottom - top) * t;
  };
}

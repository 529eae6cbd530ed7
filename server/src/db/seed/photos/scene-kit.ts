import type { Random } from '../prng.ts';
import { litColor, type Daylight } from './daylight.ts';
import { drawTrees } from './plants.ts';
import { drawClouds, drawSky } from './sky.ts';
import type { SvgCanvas } from './svg-canvas.ts';

/** What a scene painter gets: a canvas, its own random sequence and the light of the picture. */
export interface Painting {
  canvas: SvgCanvas;
  random: Random;
  light: Daylight;
  seed: number;
}

/** Where a painted scene's flat ground lies, for the patches laid over it in perspective. */
export interface Ground {
  /** The line the ground recedes to. */
  horizon: number;
  /** Where the open ground in front starts (below hills, water and the like). */
  ground: number;
}

export type Painter = (painting: Painting) => Ground;

/** Sky and clouds; `cloudLift` keeps the clouds above whatever rises from the horizon. */
export function openSky(
  canvas: SvgCanvas,
  random: Random,
  light: Daylight,
  horizon: number,
  cloudLift = 60,
  extra = 0,
) {
  drawSky(canvas, light, horizon);
  const bottom = Math.max(140, horizon - cloudLift);
  drawClouds(canvas, random, light, { count: random.int(3, 6) + extra, top: 50, bottom });
}

/** Clumps of trees on the horizon: the montes and windbreaks around each farmstead. */
export function farTrees(canvas: SvgCanvas, random: Random, light: Daylight, horizon: number) {
  for (let i = random.int(2, 4); i > 0; i--) {
    const from = random.between(-0.1, 0.9) * canvas.width;
    drawTrees(canvas, random, {
      y: horizon + 1,
      from,
      to: from + random.between(80, 260),
      size: random.between(12, 18),
      color: litColor(light, '#2e4a2a', 0.6),
      tall: 0.3,
    });
  }
}

export function colors(light: Daylight, list: string[]): string[] {
  return list.map((color) => litColor(light, color));
}

export function ridgeAt(profile: [number, number][], x: number): number {
  const next = profile.findIndex(([px]) => px >= x);
  if (next <= 0) return profile[Math.max(0, next)]![1];
  const [x1, y1] = profile[next - 1]!;
  const [x2, y2] = profile[next]!;
  return y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
}

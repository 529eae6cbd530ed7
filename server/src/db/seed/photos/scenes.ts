import { seededRandom } from '../prng.ts';
import { DAYLIGHTS, type DaylightName } from './daylight.ts';
import { HIGHLAND_PAINTERS } from './highland-scenes.ts';
import { LOWLAND_PAINTERS } from './lowland-scenes.ts';
import type { Ground, Painter } from './scene-kit.ts';
import { drawVignette } from './sky.ts';
import { SvgCanvas } from './svg-canvas.ts';

/** Kinds of countryside the demo photos show; listings pick the ones that fit their region. */
export const SCENES = [
  'cultivo',
  'pastura',
  'laguna',
  'sierras',
  'cordillera',
  'vinedo',
  'valle',
  'estepa',
  'monte',
  'selva',
  'acopio',
] as const;
export type Scene = (typeof SCENES)[number];

const PAINTERS: Record<Scene, Painter> = { ...LOWLAND_PAINTERS, ...HIGHLAND_PAINTERS };

/**
 * A picture as two SVG planes (the far one is softened before the near one goes on top) and
 * where its flat ground lies.
 */
export interface ScenePlanes extends Ground {
  far: string;
  near: string;
}

/** Paints one scene in one light; the same arguments always give the same picture. */
export function paintScene(scene: Scene, daylight: DaylightName, seed: number): ScenePlanes {
  const canvas = new SvgCanvas();
  const ground = PAINTERS[scene]({ canvas, random: seededRandom(seed), light: DAYLIGHTS[daylight], seed });
  drawVignette(canvas, 0.3);
  return { far: canvas.toSvg('far'), near: canvas.toSvg('near'), ...ground };
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { IMAGE_SIZES, type Category } from '@tranquera/contracts';
import type { Region } from './demo-regions.ts';
import type { DaylightName } from './photos/daylight.ts';
import { renderPhoto } from './photos/render-photo.ts';
import { paintScene, type Scene } from './photos/scenes.ts';
import type { Random } from './prng.ts';

/** Bump when the pictures change: names must change too, since /uploads is cached forever. */
const ARTWORK_VERSION = 2;

export interface PoolPhoto {
  key: string;
  scene: Scene;
  daylight: DaylightName;
  seed: number;
}

// A pool of distinct pictures shared by all listings, in different combinations and orders:
// enough variety for a catalogue of 60 without rendering 300 photos on first start.
const POOL_PLAN: [Scene, DaylightName[]][] = [
  ['cultivo', ['noon', 'morning', 'golden', 'overcast', 'sunset']],
  ['pastura', ['noon', 'golden', 'morning', 'overcast', 'sunset']],
  ['laguna', ['noon', 'sunset', 'morning']],
  ['sierras', ['noon', 'golden', 'morning']],
  ['cordillera', ['noon', 'morning', 'golden', 'overcast']],
  ['vinedo', ['noon', 'golden']],
  ['valle', ['noon', 'golden']],
  ['estepa', ['noon', 'golden', 'overcast']],
  ['monte', ['noon', 'golden', 'morning']],
  ['selva', ['noon', 'morning', 'overcast']],
  ['acopio', ['noon', 'golden', 'overcast']],
];

export const PHOTO_POOL: PoolPhoto[] = POOL_PLAN.flatMap(([scene, daylights]) =>
  daylights.map((daylight, i) => {
    const seed = 101 + i * 7919 + scene.length * 31;
    return { key: demoFileKey(`photo:${scene}:${daylight}:${seed}`), scene, daylight, seed };
  }),
);

/** Random-looking but stable file names, derived from what the file shows. */
export function demoFileKey(what: string): string {
  return createHash('sha256').update(`tranquera-demo:v${ARTWORK_VERSION}:${what}`).digest('hex').slice(0, 20);
}

export function photoUrl(photo: PoolPhoto): string {
  return `/uploads/demo/${photo.key}-${IMAGE_SIZES.large.suffix}.webp`;
}

const CATEGORY_SCENES: Record<Category, Scene[]> = {
  Agrícola: ['cultivo', 'vinedo', 'valle', 'acopio'],
  Ganadero: ['pastura', 'estepa', 'monte'],
  Mixto: ['cultivo', 'pastura'],
  Turístico: ['laguna', 'sierras', 'cordillera', 'selva'],
  Industrial: ['acopio'],
};

/**
 * Three to six photos that fit the listing's region and use. The main photo is the least used
 * one of its best-fitting scenes, so neighbouring cards in a grid rarely look alike.
 */
export function choosePhotos(
  category: Category,
  region: Region,
  random: Random,
  mainUse: Map<string, number>,
): PoolPhoto[] {
  const fitting = region.scenes.filter((scene) => CATEGORY_SCENES[category].includes(scene));
  const fallback: Scene[] = category === 'Industrial' ? ['acopio'] : region.scenes.slice(0, 1);
  const best = fitting.length > 0 ? fitting : fallback;
  const mainCandidates = random
    .shuffle(PHOTO_POOL.filter((photo) => best.includes(photo.scene)))
    .sort((a, b) => (mainUse.get(a.key) ?? 0) - (mainUse.get(b.key) ?? 0));
  const main = mainCandidates[0]!;
  mainUse.set(main.key, (mainUse.get(main.key) ?? 0) + 1);
  const scenes = new Set<Scene>([...best, ...region.scenes]);
  const others = random.shuffle(PHOTO_POOL.filter((photo) => photo !== main && scenes.has(photo.scene)));
  return [main, ...others.slice(0, random.int(2, 5))];
}

/** Renders the photos whose files are missing; returns how many were made. */
export async function ensureDemoPhotos(dir: string, photos: PoolPhoto[]): Promise<number> {
  const missing = photos.filter((photo) =>
    Object.values(IMAGE_SIZES).some(
      (size) => !existsSync(path.join(dir, `${photo.key}-${size.suffix}.webp`)),
    ),
  );
  // Each render is mostly single-threaded (librsvg), so run about one per core.
  const queue = [...missing];
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      await renderPhoto(
        paintScene(photo.scene, photo.daylight, photo.seed),
        path.join(dir, photo.key),
        photo.seed,
      );
    }
  });
  await Promise.all(workers);
  return missing.length;
}

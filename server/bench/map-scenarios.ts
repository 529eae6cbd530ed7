import { CATEGORIES, formatBbox, MAP_MAX_VIEWPORT_PX, OPERATIONS } from '@tranquera/contracts';
import { type Random, seededRandom } from '../src/db/seed/prng.ts';
import {
  BROAD_WORDS,
  distinct,
  hectares,
  narrowText,
  priceRange,
  provinces,
  type Scenario,
  type ScenarioKind,
  searchPath,
  URLS_PER_SCENARIO,
} from './scenarios.ts';

// The map endpoint (issue 13): what a map view asks for while a buyer pans and zooms, each URL
// a distinct area, zoom and filter set.

const MAP = '/api/properties/map';
/** The bench catalogue's listings lie in this box (generator-sql.ts). */
const CATALOGUE = { minLat: -45, maxLat: -22, minLng: -70, maxLng: -55 };
/** Map sizes in CSS pixels: a phone, the search page beside its filters, a wide screen. */
const VIEWPORTS: [number, number][] = [
  [343, 560],
  [888, 640],
  [1400, 800],
];
/** Zooms as people use them: the country, provinces, departments, fields close up. */
const ZOOMS = [4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 11, 12, 13, 14, 16];

const TILE = 256;
const toLng = (x: number) => x * 360 - 180;
const toLat = (y: number) => (360 / Math.PI) * Math.atan(Math.exp((0.5 - y) * 2 * Math.PI)) - 90;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The area a map of `width` × `height` pixels shows at `zoom` around a point of the catalogue. */
function mapArea(random: Random): { bbox: string; zoom: number } {
  const [width, height] = random.pick(VIEWPORTS);
  const zoom = random.pick(ZOOMS);
  const lat = random.between(CATALOGUE.minLat, CATALOGUE.maxLat);
  const lng = random.between(CATALOGUE.minLng, CATALOGUE.maxLng);
  const world = TILE * 2 ** zoom;
  const x = (lng + 180) / 360;
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  const halfX = Math.min(width, MAP_MAX_VIEWPORT_PX) / 2 / world;
  const halfY = Math.min(height, MAP_MAX_VIEWPORT_PX) / 2 / world;
  const bbox = {
    minLng: clamp(toLng(x - halfX), -180, 180),
    maxLng: clamp(toLng(x + halfX), -180, 180),
    minLat: clamp(toLat(y + halfY), -85, 85),
    maxLat: clamp(toLat(y - halfY), -85, 85),
  };
  return { bbox: formatBbox(bbox), zoom };
}

function mapPath(params: Record<string, string | number | undefined>): string {
  const defined = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return `${MAP}?${new URLSearchParams(defined.map(([key, value]): [string, string] => [key, String(value)]))}`;
}

const maybe = <T>(random: Random, probability: number, value: () => T): T | undefined =>
  random.chance(probability) ? value() : undefined;

function mapFilters(random: Random) {
  return {
    category: maybe(random, 0.5, () => random.pick(CATEGORIES)),
    operation: maybe(random, 0.3, () => random.pick(OPERATIONS)),
    state: maybe(random, 0.3, () => provinces(random, random.int(1, 2))),
    ...(random.chance(0.3) ? priceRange(random) : {}),
    hectares: maybe(random, 0.3, () => hectares(random)),
  };
}

const MAP_SCENARIOS: [key: string, name: string, kind: ScenarioKind, make: (random: Random) => string][] = [
  ['map', 'map: area, zoom and filters', 'map', (r) => mapPath({ ...mapArea(r), ...mapFilters(r) })],
  [
    'map-text',
    'map: area, zoom, text and filters',
    'map',
    (r) =>
      mapPath({
        ...mapArea(r),
        search: r.chance(0.6) ? r.pick(BROAD_WORDS) : narrowText(r),
        ...(r.chance(0.5) ? mapFilters(r) : {}),
      }),
  ],
  [
    'area-list',
    "list of a map area ('Buscar en esta zona'), with filters, pages 1–3",
    'search',
    (r) => {
      // The area a phone or a desktop map showed at a province-to-department zoom.
      let area = mapArea(r);
      while (area.zoom < 6 || area.zoom > 11) area = mapArea(r);
      return searchPath({ bbox: area.bbox, ...(r.chance(0.5) ? mapFilters(r) : {}), page: r.int(1, 3) });
    },
  ],
];

/** The map's URL sets, the same on every run (each scenario has its own seed). */
export function mapScenarios(): Scenario[] {
  return MAP_SCENARIOS.map(([key, name, kind, make], index) => {
    const random = seededRandom(9_100 + index);
    return { key, name, kind, paths: random.shuffle(distinct(URLS_PER_SCENARIO, () => make(random))) };
  });
}

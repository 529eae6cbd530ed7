import { AREA_RANGES, MAX_HECTARES } from '@tranquera/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { AREA_BAND_BOUNDS, areaBand, areaBandsOf } from './area-bands.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const rangesOf = (values: readonly string[]) =>
  values.map((value) => {
    const [min, max] = value.split('-').map(Number) as [number, number];
    return { min, max };
  });

describe('area bands', () => {
  it("the database's hectares_band puts every area in the band areaBand does", async () => {
    const areas = [
      ...AREA_BAND_BOUNDS.flatMap((bound) => [bound - 0.1, bound - 0.05, bound, bound + 0.05, bound + 0.1]),
      -3,
      0.1,
      12.5,
      73,
      4321.9,
      MAX_HECTARES * 2,
    ];
    const { rows } = await app.db.execute<{ band: number }>(
      sql`select hectares_band(area) as band from unnest(${`{${areas.join(',')}}`}::float8[]) with ordinality as a(area, n) order by n`,
    );
    expect(rows.map((row) => Number(row.band))).toEqual(areas.map(areaBand));
  });

  it("has a band for every bound of the area filter's ranges (a new one needs a migration of hectares_band)", () => {
    const bounds = AREA_RANGES.flatMap((option) => option.value.split('-').map(Number));
    expect(bounds.filter((bound) => !AREA_BAND_BOUNDS.includes(bound))).toEqual([]);
  });

  it('holds every range of the area filter exactly, in whole bands', () => {
    for (const range of rangesOf(AREA_RANGES.map((option) => option.value))) {
      expect(areaBandsOf([range]).exact).toBe(true);
    }
    // 100–200 ha: 100 itself, between 100 and 200, and 200 itself.
    expect(areaBandsOf(rangesOf(['100-200']))).toEqual({ bands: [5, 6, 7], exact: true });
    expect(areaBandsOf(rangesOf(['1000-500000', '0-50'])).bands).toEqual([1, 2, 3, 11, 12, 13]);
  });

  it('takes the bands around a range off the bounds, to be checked on the rows', () => {
    expect(areaBandsOf(rangesOf(['150-250']))).toEqual({ bands: [6, 7, 8], exact: false });
    expect(areaBandsOf(rangesOf(['50-120']))).toEqual({ bands: [3, 4, 5, 6], exact: false });
    expect(areaBandsOf(rangesOf(['0-50', '70-80'])).exact).toBe(false);
  });
});

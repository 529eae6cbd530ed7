import { CATEGORIES, type Landing, landingPath, OPERATIONS, PROVINCES } from '@tranquera/contracts';
import type { Database } from '../../db/client.ts';
import { listLiveFacets } from '../properties/service.ts';

const pick = <T extends string>(options: readonly T[], value: string) =>
  options.find((option) => option === value);

/**
 * Every landing address with at least one live listing (for the sitemap): each combination of
 * operation, province and land use present, and every coarser landing it belongs to.
 */
export async function liveLandingPaths(db: Database): Promise<string[]> {
  const paths = new Set<string>();
  for (const facet of await listLiveFacets(db)) {
    const operation = pick(OPERATIONS, facet.operation);
    const state = pick(PROVINCES, facet.state);
    const category = pick(CATEGORIES, facet.category);
    for (const withOperation of [false, true]) {
      for (const withState of [false, true]) {
        for (const withCategory of [false, true]) {
          const landing: Landing = {
            ...(withOperation && operation && { operation }),
            ...(withState && state && { state }),
            ...(withCategory && category && { category }),
          };
          if (Object.keys(landing).length > 0) paths.add(landingPath(landing));
        }
      }
    }
  }
  return [...paths].sort();
}

import { type PropertyListResponse, UI } from '@tranquera/contracts';
import { formatNumber } from '../../lib/format.ts';

export type ResultsCount = Pick<PropertyListResponse['info'], 'total' | 'totalIsExact'>;

/**
 * What the results count says: nothing known yet (loading, or a new search on its way), the
 * exact count, or 'Más de 10.000 campos' where the API stops counting.
 */
export function resultsCountText(count: ResultsCount | undefined): string {
  if (!count) return UI.resultsSearching;
  if (!count.totalIsExact) return UI.resultsMoreThan(formatNumber(count.total));
  return count.total === 1 ? UI.resultsOne : UI.resultsMany(formatNumber(count.total));
}

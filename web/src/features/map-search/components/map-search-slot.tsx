import { type Bbox, MAP_SEARCH_TEXT } from '@tranquera/contracts';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { SearchFilters } from '../../search/filter-params.ts';
import { MAP_FRAME } from '../map-view.ts';

// Leaflet and the map's code are their own chunk, loaded when the map is shown: the list's first
// load doesn't carry them.
const MapSearchView = lazy(() =>
  import('./map-search-view.tsx').then((module) => ({ default: module.MapSearchView })),
);

function Loading() {
  return (
    <div className={`${MAP_FRAME} flex items-center justify-center`}>
      <Spinner label={MAP_SEARCH_TEXT.loading} />
    </div>
  );
}

interface MapSearchSlotProps {
  filters: SearchFilters;
  onSearchArea: (bbox: Bbox) => void;
}

/** The map view's place on the page: the server and hydration render its frame, the browser the map. */
export function MapSearchSlot(props: MapSearchSlotProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <MapSearchView {...props} />
    </Suspense>
  );
}

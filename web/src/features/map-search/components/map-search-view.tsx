import {
  type Bbox,
  MAP_MAX_ZOOM,
  MAP_SEARCH_TEXT,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_URL,
} from '@tranquera/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { MapContainer, Rectangle, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { type SearchFilters, toPropertyFilters } from '../../search/filter-params.ts';
import { mapPositionOf, withMapPosition } from '../../search/results-view.ts';
import { type MapFilters, mapListingsQuery } from '../api/get-map-listings.ts';
import { areaKey, initialView, leafletBounds, listingsShown, MAP_FRAME, visibleBbox } from '../map-view.ts';
import { MapListingCard } from './map-listing-card.tsx';
import { MapMarkers, type PointSelection } from './map-markers.tsx';
import 'leaflet/dist/leaflet.css';
import './map-search.css';

/** The map's own filters: the search's, without its order or the list's area. */
function mapFiltersOf(filters: SearchFilters): MapFilters {
  const { sort: _sort, bbox: _bbox, ...rest } = toPropertyFilters(filters);
  return rest;
}

interface View {
  bbox: Bbox;
  zoom: number;
}

/** Reports the visible area now and after every pan or zoom; names the map for assistive tech. */
function ViewTracker({ onView, hintId }: { onView: (map: LeafletMap) => void; hintId: string }) {
  const map = useMap();
  // The latest callback, without re-subscribing (or reporting again) when it changes.
  const report = useRef(onView);
  useEffect(() => {
    report.current = onView;
  });
  useMapEvents({ moveend: () => report.current(map) });
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', MAP_SEARCH_TEXT.mapLabel);
    container.setAttribute('aria-describedby', hintId);
    report.current(map);
  }, [map, hintId]);
  return null;
}

/** A click on the map itself (not on a marker) closes the card. */
function BackgroundClick({ onClick }: { onClick: () => void }) {
  useMapEvents({ click: onClick });
  return null;
}

function statusText(shown: number | undefined): string {
  if (shown === undefined) return MAP_SEARCH_TEXT.loading;
  if (shown === 0) return MAP_SEARCH_TEXT.noneHere;
  return shown === 1 ? MAP_SEARCH_TEXT.inViewOne : MAP_SEARCH_TEXT.inView(formatNumber(shown));
}

interface MapSearchViewProps {
  filters: SearchFilters;
  /** 'Buscar en esta zona' with the visible area. */
  onSearchArea: (bbox: Bbox) => void;
}

/**
 * The results on a map (issue 13): the listings matching the filters in the visible area,
 * grouped with their count where they crowd, each group zooming in and each marker opening a
 * card. Arrows and +/− move the map once it has focus; Tab goes through groups and markers.
 * Where it was left stays in the URL (`mapa=`), so the back button comes back to it.
 */
export function MapSearchView({ filters, onSearchArea }: MapSearchViewProps) {
  const [params, setParams] = useSearchParams();
  const [start] = useState(() => initialView(mapPositionOf(params), filters.bbox));
  const [view, setView] = useState<View | null>(null);
  const [selection, setSelection] = useState<PointSelection | null>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const hintId = useId();

  const mapFilters = useMemo(() => mapFiltersOf(filters), [filters]);
  const area = view ? areaKey(view.bbox, view.zoom) : { bbox: '', zoom: 0 };
  const query = useQuery({
    ...mapListingsQuery(mapFilters, area),
    enabled: view !== null,
    placeholderData: keepPreviousData,
  });

  const onView = useCallback(
    (map: LeafletMap) => {
      mapRef.current = map;
      const bbox = visibleBbox(map.getBounds());
      if (!bbox) return;
      const zoom = map.getZoom();
      const { lat, lng } = map.getCenter();
      setView({ bbox, zoom });
      setParams((current) => withMapPosition(current, { zoom, lat, lng }), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  // From the keyboard, focus goes back to the marker (or, if a pan replaced it, to the map).
  const closeCard = useCallback(() => {
    if (selection?.byKeyboard) {
      if (selection.marker?.isConnected) selection.marker.focus();
      else mapRef.current?.getContainer().focus({ preventScroll: true });
    }
    setSelection(null);
  }, [selection]);

  const data = query.data;
  const shown = data ? listingsShown(data) : undefined;
  return (
    <div className={`${MAP_FRAME} isolate`}>
      <MapContainer
        {...('position' in start
          ? { center: [start.position.lat, start.position.lng], zoom: start.position.zoom }
          : { bounds: leafletBounds(start.bounds) })}
        minZoom={3}
        maxZoom={MAP_MAX_ZOOM}
        maxBounds={[
          [-85, -180],
          [85, 180],
        ]}
        maxBoundsViscosity={1}
        zoomControl={false}
        className="h-full w-full"
      >
        <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
        <ZoomControl
          position="topleft"
          zoomInTitle={MAP_SEARCH_TEXT.zoomIn}
          zoomOutTitle={MAP_SEARCH_TEXT.zoomOut}
        />
        <ViewTracker onView={onView} hintId={hintId} />
        <BackgroundClick onClick={closeCard} />
        {filters.bbox && (
          <Rectangle
            bounds={leafletBounds(filters.bbox)}
            pathOptions={{ color: '#b45309', weight: 2, dashArray: '6 6', fill: false, interactive: false }}
          />
        )}
        {data && (
          <MapMarkers
            clusters={data.clusters}
            points={data.points}
            selectedId={selection?.point._id}
            onSelect={setSelection}
          />
        )}
      </MapContainer>
      <p id={hintId} className="sr-only">
        {MAP_SEARCH_TEXT.keyboardHint}
      </p>

      <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex flex-col items-center gap-2 px-14">
        <button
          type="button"
          disabled={!view}
          onClick={() => view && onSearchArea(view.bbox)}
          className="pointer-events-auto rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-lg transition hover:bg-brand-800 disabled:opacity-60"
        >
          {MAP_SEARCH_TEXT.searchThisArea}
        </button>
        {query.isError && !data ? (
          <p
            role="alert"
            className="pointer-events-auto rounded-xl bg-white px-4 py-2 text-center text-sm text-stone-800 shadow"
          >
            {MAP_SEARCH_TEXT.failed}{' '}
            <button
              type="button"
              onClick={() => query.refetch()}
              className="font-semibold text-brand-800 underline"
            >
              {MAP_SEARCH_TEXT.retry}
            </button>
          </p>
        ) : (
          // While the next area loads, the last count stays (dimmed) and is not read out yet.
          <p
            aria-live="polite"
            aria-busy={query.isFetching}
            className={`rounded-full bg-white/95 px-3 py-1 text-center text-xs font-semibold text-stone-800 shadow transition-opacity ${query.isFetching && data ? 'opacity-70' : ''}`}
          >
            {statusText(shown)}
          </p>
        )}
      </div>

      {selection && (
        <MapListingCard
          key={selection.point._id}
          point={selection.point}
          focus={selection.byKeyboard}
          onClose={closeCard}
        />
      )}
    </div>
  );
}

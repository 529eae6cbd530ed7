import { MAP_MAX_ZOOM, MAP_SEARCH_TEXT, type MapCluster, type MapPoint } from '@tranquera/contracts';
import type { LeafletKeyboardEvent } from 'leaflet';
import { useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { clusterIcon, pointIcon, selectedPointIcon } from './map-icons.ts';

/** Enter or Space on a focused marker: what a click does (Leaflet hands markers key events). */
function activated(event: LeafletKeyboardEvent): boolean {
  const { key } = event.originalEvent;
  if (key !== 'Enter' && key !== ' ') return false;
  event.originalEvent.preventDefault();
  return true;
}

/** A group: clicking it (or Enter) zooms in on it, two levels at a time. */
function ClusterMarker({ cluster }: { cluster: MapCluster }) {
  const map = useMap();
  const icon = useMemo(() => clusterIcon(cluster.count), [cluster.count]);
  const zoomIn = (byKeyboard: boolean) => {
    map.setView([cluster.lat, cluster.lng], Math.min(map.getZoom() + 2, MAP_MAX_ZOOM));
    // The group is replaced by what it held: the keyboard continues from the map itself.
    if (byKeyboard) map.getContainer().focus({ preventScroll: true });
  };
  return (
    <Marker
      position={[cluster.lat, cluster.lng]}
      icon={icon}
      eventHandlers={{
        click: () => zoomIn(false),
        keydown: (event) => activated(event) && zoomIn(true),
      }}
    />
  );
}

export interface PointSelection {
  point: MapPoint;
  /** The marker, to give focus back to when the card closes. */
  marker: HTMLElement | undefined;
  byKeyboard: boolean;
}

interface MapMarkersProps {
  clusters: MapCluster[];
  points: MapPoint[];
  selectedId: string | undefined;
  onSelect: (selection: PointSelection) => void;
}

export function MapMarkers({ clusters, points, selectedId, onSelect }: MapMarkersProps) {
  return (
    <>
      {clusters.map((cluster) => (
        <ClusterMarker key={`${cluster.lat},${cluster.lng},${cluster.count}`} cluster={cluster} />
      ))}
      {points.map((point) => (
        <Marker
          key={point._id}
          position={[point.lat, point.lng]}
          icon={point._id === selectedId ? selectedPointIcon : pointIcon}
          zIndexOffset={point._id === selectedId ? 1000 : 0}
          title={MAP_SEARCH_TEXT.marker(point.listing_title)}
          eventHandlers={{
            click: (event) => onSelect({ point, marker: event.target.getElement(), byKeyboard: false }),
            keydown: (event) =>
              activated(event) && onSelect({ point, marker: event.target.getElement(), byKeyboard: true }),
          }}
        />
      ))}
    </>
  );
}

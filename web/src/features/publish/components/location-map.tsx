import {
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_URL,
} from '@tranquera/contracts';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import './location-map.css';

export interface LatLng {
  lat: number;
  lng: number;
}

interface LocationMapProps {
  position: LatLng | null;
  onPick(position: LatLng): void;
  /** Called once when tiles fail (or none arrive in time): the map still takes clicks. */
  onTilesUnavailable(): void;
}

/** Without any tile after this long, the tile server is treated as unreachable. */
const TILE_TIMEOUT_MS = 8000;
/** Zoom used when the view jumps to a point placed without the map (coordinates, province). */
const FOCUS_ZOOM = 9;

// An inline SVG pin: it needs no request, so the marker shows even when tiles cannot load.
const pin = L.divIcon({
  className: '',
  html: '<svg width="36" height="48" viewBox="0 0 36 48" aria-hidden="true"><path d="M18 47s16-15.2 16-28A16 16 0 1 0 2 19c0 12.8 16 28 16 28Z" fill="#2f5d34" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="18" r="6" fill="#fff"/></svg>',
  iconSize: [36, 48],
  iconAnchor: [18, 47],
});

const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

function ClickToPlace({ onPick }: { onPick: LocationMapProps['onPick'] }) {
  useMapEvents({
    click: (event) => onPick({ lat: rounded(event.latlng.lat), lng: rounded(event.latlng.lng) }),
  });
  return null;
}

/** Brings a point placed from outside the map (typed coordinates, a province) into view. */
function FollowPosition({ position }: { position: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (position && !map.getBounds().contains(position)) {
      map.setView(position, Math.max(map.getZoom(), FOCUS_ZOOM));
    }
  }, [map, position]);
  return null;
}

/** The location picker's map (spec §2): click or drag places the marker. Its own lazy chunk. */
export function LocationMap({ position, onPick, onTilesUnavailable }: LocationMapProps) {
  const loaded = useRef(false);
  const reported = useRef(false);
  const report = () => {
    if (loaded.current || reported.current) return;
    reported.current = true;
    onTilesUnavailable();
  };
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    const timer = setTimeout(() => reportRef.current(), TILE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <MapContainer
      center={position ?? MAP_DEFAULT_CENTER}
      zoom={position ? FOCUS_ZOOM : MAP_DEFAULT_ZOOM}
      scrollWheelZoom={false}
      className="location-map h-full w-full"
    >
      <TileLayer
        url={MAP_TILE_URL}
        attribution={MAP_TILE_ATTRIBUTION}
        eventHandlers={{
          tileload: () => {
            loaded.current = true;
          },
          // One failed tile may be a hiccup: only report when nothing loads shortly after.
          tileerror: () => {
            setTimeout(() => reportRef.current(), 1500);
          },
        }}
      />
      <ClickToPlace onPick={onPick} />
      <FollowPosition position={position} />
      {position && (
        <Marker
          position={position}
          icon={pin}
          draggable
          // Keyboard users place the point with the coordinate fields instead.
          keyboard={false}
          eventHandlers={{
            dragend: (event) => {
              const { lat, lng } = (event.target as L.Marker).getLatLng();
              onPick({ lat: rounded(lat), lng: rounded(lng) });
            },
          }}
        />
      )}
    </MapContainer>
  );
}

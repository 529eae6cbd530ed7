import { MAP_HEIGHT_PX, MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from '@tranquera/contracts';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';

interface PropertyMapProps {
  lat: number;
  lng: number;
}

const ZOOM = 11;

// An inline SVG pin: Leaflet's default marker images break under bundlers, and this one needs
// no request at all, so the marker shows even when the tiles cannot load.
const pin = L.divIcon({
  className: '',
  html: '<svg width="36" height="48" viewBox="0 0 36 48" aria-hidden="true"><path d="M18 47s16-15.2 16-28A16 16 0 1 0 2 19c0 12.8 16 28 16 28Z" fill="#2f5d34" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="18" r="6" fill="#fff"/></svg>',
  iconSize: [36, 48],
  iconAnchor: [18, 47],
});

/** A static map (spec §2: 250 px): it shows where, it does not trap the page's scroll. */
export function PropertyMap({ lat, lng }: PropertyMapProps) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={ZOOM}
      scrollWheelZoom={false}
      dragging={false}
      touchZoom={false}
      doubleClickZoom={false}
      boxZoom={false}
      keyboard={false}
      zoomControl={false}
      className="w-full bg-brand-50!"
      style={{ height: MAP_HEIGHT_PX }}
    >
      <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
      <Marker position={[lat, lng]} icon={pin} interactive={false} keyboard={false} />
    </MapContainer>
  );
}

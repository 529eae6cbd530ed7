import { MAP_HEIGHT_PX, type PropertyLocation as Location } from '@tranquera/contracts';
import { lazy, Suspense, useState } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { MapPinIcon } from './icons.tsx';

// Leaflet is heavy and only listings with coordinates need it: its own chunk, loaded on demand.
const PropertyMap = lazy(() => import('./property-map.tsx').then((m) => ({ default: m.PropertyMap })));

interface PropertyLocationProps {
  location: Location;
  fallbackName: string;
}

/** Spec §2: the map shows only when the location has coordinates (lat null means no map). */
export function PropertyLocation({ location, fallbackName }: PropertyLocationProps) {
  const { lat, lng } = location;
  // Leaflet needs a browser: the server renders the map's frame, the browser fills it when the
  // visitor scrolls near it (the map sits below the fold: a first load spends nothing on it).
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(frame);
  if (lat === null || lng === null) return null;
  const name = location.name || fallbackName;
  const osmLink = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=12/${lat}/${lng}`;
  return (
    <section aria-labelledby="location-heading">
      <h2 id="location-heading" className="text-xl font-bold text-stone-900">
        Ubicación
      </h2>
      <figure className="mt-4 overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
        <div
          ref={setFrame}
          data-testid="property-map"
          className="relative isolate bg-brand-50"
          style={{ height: MAP_HEIGHT_PX }}
        >
          {near && (
            <Suspense fallback={null}>
              <PropertyMap lat={lat} lng={lng} />
            </Suspense>
          )}
        </div>
        <figcaption className="flex flex-wrap items-center justify-between gap-2 px-5 py-3.5 text-sm">
          <span className="flex items-center gap-2 font-medium text-stone-800">
            <MapPinIcon className="h-4 w-4 text-brand-700" />
            {name}
          </span>
          <a
            href={osmLink}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 hover:underline"
          >
            Ver en OpenStreetMap<span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </figcaption>
      </figure>
    </section>
  );
}

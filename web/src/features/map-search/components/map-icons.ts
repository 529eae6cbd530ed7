import { MAP_SEARCH_TEXT } from '@tranquera/contracts';
import L from 'leaflet';
import { formatNumber } from '../../../lib/format.ts';

// Markers drawn as HTML (no image requests: they show even when the tiles cannot load). Leaflet
// makes each one a keyboard stop with role="button"; its name is its text or its title.

/** A group: a disc sized by its count, the count shown, its spoken name in the text. */
export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 42 : count < 1000 ? 50 : 58;
  const shown = formatNumber(count);
  return L.divIcon({
    className: 'map-marker map-cluster',
    // Only digits and fixed text: nothing here comes from a listing.
    html: `<span aria-hidden="true">${shown}</span><span class="sr-only">${MAP_SEARCH_TEXT.cluster(shown)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const PIN_SVG = (fill: string) =>
  `<svg width="32" height="42" viewBox="0 0 36 48" aria-hidden="true" focusable="false"><path d="M18 47s16-15.2 16-28A16 16 0 1 0 2 19c0 12.8 16 28 16 28Z" fill="${fill}" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="18" r="6" fill="#fff"/></svg>`;

/** One listing: the site's pin (amber while its card is open). Its name is the marker's title. */
export const pointIcon = L.divIcon({
  className: 'map-marker',
  html: PIN_SVG('#2f5d34'),
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});
export const selectedPointIcon = L.divIcon({
  className: 'map-marker',
  html: PIN_SVG('#b45309'),
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

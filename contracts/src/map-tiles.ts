// The maps' tile server: OpenStreetMap by default. Swap these two values to use another provider
// (a self-hosted one, or one with a key); the server's Content-Security-Policy allows this origin
// for images, and the maps still work when no tile loads.
export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Where the browser fetches tiles from, as a CSP source (a `{s}` subdomain becomes `*`). */
export const MAP_TILE_ORIGIN = (/^https?:\/\/[^/]+/.exec(MAP_TILE_URL)?.[0] ?? '').replace(/\{[a-z]\}/g, '*');

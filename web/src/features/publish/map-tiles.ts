// The map picker's tile server: OpenStreetMap by default. Swap these two values to use another
// provider (a self-hosted one, or one with a key); the picker works even when no tile loads.
export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

import { describe, expect, it } from 'vitest';
import { initialView, listingsShown, SERVICE_AREA, visibleBbox } from './map-view.ts';

const edges = (west: number, south: number, east: number, north: number) => ({
  getWest: () => west,
  getSouth: () => south,
  getEast: () => east,
  getNorth: () => north,
});

describe('visibleBbox', () => {
  it('rounds the visible edges to about a metre', () => {
    expect(visibleBbox(edges(-64.1234567, -33.7654321, -63.5, -33.1))).toEqual({
      minLng: -64.12346,
      minLat: -33.76543,
      maxLng: -63.5,
      maxLat: -33.1,
    });
  });

  it('keeps a map zoomed out past the world within it', () => {
    expect(visibleBbox(edges(-250, -89, 190, 89))).toEqual({
      minLng: -180,
      minLat: -85,
      maxLng: 180,
      maxLat: 85,
    });
    expect(visibleBbox(edges(181, 10, 200, 20))).toBeNull();
  });
});

describe('initialView', () => {
  it('opens where the map was left, else on the area searched, else on the four countries', () => {
    const position = { zoom: 9, lat: -33.1, lng: -64.3 };
    const area = { minLng: -65, minLat: -34, maxLng: -63, maxLat: -32 };
    expect(initialView(position, area)).toEqual({ position });
    expect(initialView(null, area)).toEqual({ bounds: area });
    expect(initialView(null, undefined)).toEqual({ bounds: SERVICE_AREA });
  });
});

it('counts grouped and single listings', () => {
  expect(listingsShown({ clusters: [{ count: 12 }, { count: 3 }], points: [{}, {}] })).toBe(17);
});

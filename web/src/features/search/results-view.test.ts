import { describe, expect, it } from 'vitest';
import {
  mapPositionOf,
  resultsViewOf,
  viewParamsOf,
  withMapPosition,
  withResultsView,
} from './results-view.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the results view in the URL', () => {
  it('is the list unless the query asks for the map', () => {
    expect(resultsViewOf(params(''))).toBe('lista');
    expect(resultsViewOf(params('vista=mapa&category=Ganadero'))).toBe('mapa');
    expect(resultsViewOf(params('vista=otra'))).toBe('lista');
  });

  it('switches without touching the filters, the list leaving no parameter', () => {
    expect(withResultsView(params('category=Ganadero'), 'mapa').toString()).toBe(
      'category=Ganadero&vista=mapa',
    );
    expect(withResultsView(params('vista=mapa&category=Ganadero'), 'lista').toString()).toBe(
      'category=Ganadero',
    );
  });

  it('keeps only the view when the filters are cleared', () => {
    expect(
      viewParamsOf(params('category=Ganadero&vista=mapa&mapa=9/-33.1/-64.3&bbox=1,2,3,4')).toString(),
    ).toBe('vista=mapa&mapa=9%2F-33.1%2F-64.3');
  });
});

describe('where the map was left', () => {
  it('reads zoom/lat/lng, and nothing from a hand-edited value', () => {
    expect(mapPositionOf(params('mapa=9/-33.13/-64.35'))).toEqual({ zoom: 9, lat: -33.13, lng: -64.35 });
    for (const bad of ['', 'mapa=9', 'mapa=x/1/2', 'mapa=9/-95/0', 'mapa=9/0/200', 'mapa=9/1/2/3']) {
      expect(mapPositionOf(params(bad)), bad).toBeNull();
    }
  });

  it('writes it rounded to about a metre', () => {
    const written = withMapPosition(params('vista=mapa'), { zoom: 10, lat: -33.123456789, lng: -64.3 });
    expect(mapPositionOf(written)).toEqual({ zoom: 10, lat: -33.12346, lng: -64.3 });
  });
});

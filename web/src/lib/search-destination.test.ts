import { describe, expect, it } from 'vitest';
import { searchDestination } from './search-destination.ts';

describe('searchDestination', () => {
  it('opens the listing with the term and initial=true from another page', () => {
    expect(searchDestination(' Tandil ', { pathname: '/', search: '' })).toBe(
      '/listing-properties?search=Tandil&initial=true',
    );
  });

  it('does nothing for an empty term outside the listing', () => {
    expect(searchDestination('   ', { pathname: '/contact', search: '' })).toBeNull();
  });

  it('only replaces search on the listing, keeping the other filters', () => {
    expect(
      searchDestination('Azul', { pathname: '/listing-properties', search: '?category=Mixto&search=Tandil' }),
    ).toBe('/listing-properties?category=Mixto&search=Azul');
  });

  it('drops an earlier initial=true when a new term is searched on the listing', () => {
    expect(
      searchDestination('agricola', {
        pathname: '/listing-properties',
        search: '?search=ganadero&initial=true&category=Ganadero',
      }),
    ).toBe('/listing-properties?search=agricola&category=Ganadero');
  });

  it('drops search and initial on the listing when the term is empty', () => {
    expect(
      searchDestination('', {
        pathname: '/listing-properties',
        search: '?search=Tandil&initial=true&state=Chaco',
      }),
    ).toBe('/listing-properties?state=Chaco');
  });
});

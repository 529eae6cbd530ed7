import { PAGES } from '@tranquera/contracts';

interface CurrentLocation {
  pathname: string;
  search: string;
}

/**
 * Where a text search goes (spec §2). From any page a non-empty text opens the listing with
 * `search` and `initial=true`; on the listing itself only `search` changes and the other
 * filters stay, an `initial` left by an earlier search is dropped (it is only added when
 * arriving from elsewhere), and an empty text clears `search`. Null means "do nothing".
 */
export function searchDestination(text: string, current: CurrentLocation): string | null {
  const term = text.trim();
  if (current.pathname === PAGES.listingProperties.path) {
    const params = new URLSearchParams(current.search);
    params.delete('initial');
    if (term) params.set('search', term);
    else params.delete('search');
    return PAGES.listingProperties.link(params.toString());
  }
  if (!term) return null;
  return PAGES.listingProperties.link({ search: term, initial: 'true' });
}

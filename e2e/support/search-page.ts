import type { Page, Response } from '@playwright/test';

// The subset of a search result (GET /api/properties/?…, a lean card) the tests read.
export interface Listing {
  _id: string;
  listing_title: string;
  category: string;
  operation: string;
  state: string;
  hectares: number;
}
export interface ListResponse {
  payload: Listing[];
  info: {
    hasNextPage: boolean;
    nextPage: number | null;
    page: number;
    total: number;
    totalIsExact: boolean;
    nextCursor: string | null;
  };
}

export const resultList = (page: Page) => page.getByRole('list', { name: 'Resultados' });
export const cardTitles = (page: Page) => resultList(page).getByRole('heading', { level: 3 });

/** A search page the web app asked for. */
export const isSearchResponse = (response: Response) =>
  response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/properties/';

/** Clicks 'Ver más' and returns the request it made and the page it got. */
export async function loadMore(page: Page): Promise<{ query: URLSearchParams; body: ListResponse }> {
  const [response] = await Promise.all([
    page.waitForResponse(isSearchResponse),
    page.getByRole('button', { name: 'Ver más' }).click(),
  ]);
  return { query: new URL(response.url()).searchParams, body: (await response.json()) as ListResponse };
}

interface RenderedQuery {
  queryKey: unknown[];
  state: { data?: { pages?: ListResponse[] } };
}

/**
 * Opens the search page and returns the first page of results it shows: the server renders it
 * with that page, which it hands to the browser in the page's data block (#ssr-state).
 */
export async function openSearch(page: Page, query = ''): Promise<ListResponse> {
  await page.goto(`/listing-properties${query ? `?${query}` : ''}`);
  const state = JSON.parse((await page.locator('#ssr-state').textContent()) ?? '{}') as {
    queries?: RenderedQuery[];
  };
  const search = state.queries?.find(
    (entry) => entry.queryKey[0] === 'properties' && entry.queryKey[1] === 'search',
  );
  const first = search?.state.data?.pages?.[0];
  if (!first) throw new Error('the search page came without its first page of results');
  return first;
}

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

/** Opens the search page and returns the first page of results it loaded. */
export async function openSearch(page: Page, query = ''): Promise<ListResponse> {
  const [response] = await Promise.all([
    page.waitForResponse(isSearchResponse),
    page.goto(`/listing-properties${query ? `?${query}` : ''}`),
  ]);
  return (await response.json()) as ListResponse;
}

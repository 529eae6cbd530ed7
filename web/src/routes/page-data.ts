import { type PageName, parseLandingSlugs } from '@tranquera/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { marketPricesQuery } from '../features/market/api/market-prices.ts';
import { isCompared, pricePositionQuery } from '../features/market/api/price-position.ts';
import { parseMarketFilters } from '../features/market/market-params.ts';
import { propertyQuery } from '../features/properties/api/get-property.ts';
import { recommendedQuery } from '../features/properties/api/get-recommended.ts';
import {
  OWNER_CARDS_READ,
  ownerListingsQuery,
  userPropertiesQuery,
} from '../features/properties/api/get-user-properties.ts';
import { searchPropertiesQuery } from '../features/properties/api/search-properties.ts';
import { parseSearchFilters, toPropertyFilters, withLanding } from '../features/search/filter-params.ts';
import { publicUserQuery } from '../features/users/api/get-user.ts';

/**
 * What the server fetches before rendering a public page: the same query options the page's
 * hooks use, so the browser finds them in the cache and does not fetch them again. A failed
 * query is left out; the browser then asks again and shows its error state.
 */
type PageData = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>;

export const PAGE_DATA: Partial<Record<PageName, PageData>> = {
  home: (client) => client.prefetchQuery(recommendedQuery),
  listingProperties: (client, _params, search) =>
    client.prefetchInfiniteQuery(searchPropertiesQuery(toPropertyFilters(parseSearchFilters(search)))),
  landing: async (client, { '*': slugs = '' }, search) => {
    const landing = parseLandingSlugs(slugs);
    if (!landing) return;
    const filters = parseSearchFilters(withLanding(search, landing));
    await client.prefetchInfiniteQuery(searchPropertiesQuery(toPropertyFilters(filters)));
  },
  propertyDetail: async (client, { id = '' }) => {
    const detail = await client.fetchQuery(propertyQuery(id)).catch(() => null);
    if (!detail) return;
    await Promise.all([
      client.prefetchQuery(ownerListingsQuery(detail.property.user_id._id, OWNER_CARDS_READ)),
      isCompared(detail.property) ? client.prefetchQuery(pricePositionQuery(detail.property._id)) : null,
    ]);
  },
  marketPrices: (client, _params, search) =>
    client.prefetchQuery(marketPricesQuery(parseMarketFilters(search))),
  userPage: async (client, { username = '' }) => {
    const user = await client.fetchQuery(publicUserQuery(username)).catch(() => null);
    if (user) await client.prefetchQuery(userPropertiesQuery(user.userData._id));
  },
};

/** The footer of every page but the buyer request lists the latest listings. */
export const LAYOUT_DATA = (client: QueryClient) => client.prefetchQuery(recommendedQuery);

import { ADMIN_PAGE_SIZE, type AdminPageInfo } from '@tranquera/contracts';

export const pageOf = (page: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });

export function pageInfo(page: number, total: number): AdminPageInfo {
  const hasNextPage = page * ADMIN_PAGE_SIZE < total;
  return { page, total, hasNextPage, nextPage: hasNextPage ? page + 1 : null };
}

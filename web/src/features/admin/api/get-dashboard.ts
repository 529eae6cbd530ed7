import type { AdminDashboard } from '@tranquera/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-keys.ts';

export const getDashboard = () => apiFetch<AdminDashboard>('/api/admin/dashboard');

export const dashboardQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'dashboard'],
  queryFn: getDashboard,
  staleTime: 0,
});

export const useDashboard = () => useQuery(dashboardQuery);

import { API } from '@tranquera/contracts';
import { ApiError, withQuery } from '../../../lib/api-client.ts';
import { getSessionSnapshot } from '../../auth/session.ts';
import { argentinaDay } from '../admin-dates.ts';
import { csvFileName } from '../lead-contact.ts';
import type { LeadsQuery } from './leads.ts';

/** Seconds the file's address lives: long enough for the browser to start the download. */
const REVOKE_AFTER_MS = 10_000;

/**
 * 'Exportar CSV': the export needs the session's token, so it can't be a plain link. It is
 * fetched (apiFetch reads JSON only) and handed to the browser as a file.
 */
export async function downloadLeadsCsv(filters: Pick<LeadsQuery, 'kind' | 'status'>): Promise<void> {
  const token = getSessionSnapshot().session?.token;
  const response = await fetch(withQuery('/api/admin/leads/export.csv', filters), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : API.serverError;
    throw new ApiError(response.status, message, data);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(response.headers.get('content-disposition'), argentinaDay());
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

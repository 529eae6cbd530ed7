import { API } from '@tranquera/contracts';

/** An HTTP failure with the server's Spanish message (spec §7: a failed status raises an error). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * A 404 from the API: an ApiError, or one the server rendered the page with (it reaches the
 * browser as plain data in the page's query state, no longer an ApiError instance).
 */
export const isNotFoundError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** What the client needs from the session, handed in by the app at start (lib/ knows no features). */
export interface ApiClientSession {
  /** The current session's token, or null when nobody is signed in. */
  getToken(): string | null | undefined;
  /** The server rejected the token sent (expired, or revoked by a password change). */
  onUnauthorized(): void;
}

let session: ApiClientSession = { getToken: () => null, onUnauthorized: () => {} };

/** Called once at start (main.tsx) with the session store's getter and its 'ended' callback. */
export function configureApiClient(next: ApiClientSession): void {
  session = next;
}

/** How requests leave: the browser's fetch, or on the server the app itself (entry-server.tsx). */
let transport: typeof fetch = (...args) => fetch(...args);

/** The server renders pages with data from its own API, without a network round trip. */
export function configureApiTransport(next: typeof fetch): void {
  transport = next;
}

type Query = Record<string, string | number | boolean | null | undefined | string[]>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const token = session.getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  // Public reads may be cached for a few seconds (Cache-Control); the app decides freshness itself
  // (TanStack Query), so every read is revalidated with its ETag: a 304 when nothing changed.
  const response = await transport(path, { cache: 'no-cache', ...init, headers, body });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : API.serverError;
    // A rejected session token (expired, or revoked by a password change) ends the session;
    // protected pages then send the user to /login.
    if (response.status === 401 && token && message === API.unauthorized) session.onUnauthorized();
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

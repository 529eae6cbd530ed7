import type { LiveMessage, StreamTicketResponse } from '@tranquera/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** 'down' while there is no open stream: readers poll until it is back. */
export type StreamStatus = 'idle' | 'connecting' | 'open' | 'down';

type Listener = (event: LiveMessage) => void;

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 30_000;
// StrictMode and route changes unsubscribe and resubscribe at once: keep the stream meanwhile.
const CLOSE_GRACE_MS = 1_500;

const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let status: StreamStatus = 'idle';
let token: string | null = null;
let source: EventSource | null = null;
let retryDelay = RETRY_MIN_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped on every (re)connection, so a late ticket for an abandoned attempt is dropped. */
let attempt = 0;

function setStatus(next: StreamStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function teardown() {
  attempt += 1;
  clearTimeout(retryTimer);
  source?.close();
  source = null;
}

function scheduleRetry() {
  teardown();
  setStatus('down');
  retryTimer = setTimeout(connect, retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
}

/**
 * Opens the stream with a fresh ticket: tickets last two minutes, so EventSource's own
 * reconnection (same URL) would fail once it expired; every reconnection asks for a new one.
 */
async function connect() {
  teardown();
  const current = attempt;
  setStatus(status === 'down' ? 'down' : 'connecting');
  let ticket: string;
  try {
    ({ ticket } = await apiFetch<StreamTicketResponse>('/api/messages/stream-ticket', { method: 'POST' }));
  } catch {
    if (current === attempt && token) scheduleRetry();
    return;
  }
  if (current !== attempt || !token) return;
  const stream = new EventSource(`/api/messages/stream?ticket=${encodeURIComponent(ticket)}`);
  source = stream;
  stream.onopen = () => {
    retryDelay = RETRY_MIN_MS;
    setStatus('open');
  };
  stream.onerror = () => {
    if (source === stream) scheduleRetry();
  };
  stream.addEventListener('message', (event) => {
    let data: LiveMessage;
    try {
      data = JSON.parse(event.data) as LiveMessage;
    } catch {
      return;
    }
    for (const listener of listeners) listener(data);
  });
}

/**
 * One stream per tab, shared by every reader (conversation list, open chat, unread badge);
 * it opens with the first subscriber and closes shortly after the last one leaves.
 */
export function subscribeLiveMessages(sessionToken: string, listener: Listener): () => void {
  clearTimeout(closeTimer);
  listeners.add(listener);
  if (token !== sessionToken) {
    token = sessionToken;
    retryDelay = RETRY_MIN_MS;
    void connect();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    closeTimer = setTimeout(() => {
      token = null;
      teardown();
      setStatus('idle');
    }, CLOSE_GRACE_MS);
  };
}

export function subscribeStreamStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export const getStreamStatus = (): StreamStatus => status;

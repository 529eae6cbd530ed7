import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

// What one server process tells the others (docs/decisions/several-processes.md): a new chat
// message for users connected elsewhere, and "the catalogue changed" for their caches. On
// PostgreSQL that is LISTEN/NOTIFY; on the embedded database there is one process, so the bus
// stays in it.

export type BusChannel = 'live' | 'catalogue';
const CHANNELS: readonly BusChannel[] = ['live', 'catalogue'];
const pgChannel = (channel: BusChannel) => `tranquera_${channel}`;
/** NOTIFY payloads must stay under 8000 bytes; larger events are sent by reference. */
export const MAX_PAYLOAD_BYTES = 7_500;

export interface BusMessage<T = unknown> {
  /** The process that sent it (a process ignores its own catalogue news, say). */
  from: string;
  data: T;
}

export type BusHandler = (message: BusMessage) => void;

export interface ClusterBus {
  /** This process's id, as `from` in what it publishes. */
  readonly id: string;
  /** True when other processes hear what this one publishes. */
  readonly shared: boolean;
  /** Delivered to every subscriber of every process, this one included. */
  publish(channel: BusChannel, data: unknown): Promise<void>;
  subscribe(channel: BusChannel, handler: BusHandler): () => void;
  /** Called after the connection came back: messages may have been missed meanwhile. */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

class Subscribers {
  private readonly handlers = new Map<BusChannel, Set<BusHandler>>();

  add(channel: BusChannel, handler: BusHandler): () => void {
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    return () => set.delete(handler);
  }

  deliver(channel: BusChannel, message: BusMessage, log?: FastifyBaseLogger) {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch (error) {
        log?.error({ err: error, channel }, 'bus handler failed');
      }
    }
  }
}

/** One process: published messages go straight to this process's subscribers. */
export function localBus(): ClusterBus {
  const id = randomUUID();
  const subscribers = new Subscribers();
  return {
    id,
    shared: false,
    async publish(channel, data) {
      subscribers.deliver(channel, { from: id, data });
    },
    subscribe: (channel, handler) => subscribers.add(channel, handler),
    onReconnect() {},
    async close() {},
  };
}

const RECONNECT_MS = 1_000;
const PUBLISH_TIMEOUT_MS = 5_000;

/**
 * LISTEN/NOTIFY on a dedicated connection (a pooled one would drop its LISTENs). When the
 * connection drops it reconnects every second and then tells `onReconnect` handlers, which
 * assume they missed something (caches start over).
 */
export async function postgresBus(url: string, log: FastifyBaseLogger): Promise<ClusterBus> {
  const id = randomUUID();
  const subscribers = new Subscribers();
  const reconnected = new Set<() => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    // Keep-alive and a query timeout: a connection that died silently is noticed and replaced.
    const next = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: PUBLISH_TIMEOUT_MS });
    next.on('notification', ({ channel, payload }) => {
      const name = CHANNELS.find((candidate) => pgChannel(candidate) === channel);
      if (!name || !payload) return;
      try {
        subscribers.deliver(name, JSON.parse(payload) as BusMessage, log);
      } catch (error) {
        log.error({ err: error, channel }, 'unreadable bus message');
      }
    });
    const lost = (error?: Error) => {
      if (client !== next || closed) return;
      client = null;
      log.warn({ err: error }, 'bus connection lost; reconnecting');
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      for (const channel of CHANNELS) await next.query(`LISTEN ${pgChannel(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    // Closed while this connection was being made: it is not wanted any more.
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect()
        .then(() => {
          log.info('bus connection back');
          for (const handler of reconnected) handler();
        })
        .catch((error) => {
          log.warn({ err: error }, 'bus reconnect failed');
          scheduleReconnect();
        });
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return {
    id,
    shared: true,
    async publish(channel, data) {
      const payload = JSON.stringify({ from: id, data } satisfies BusMessage);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
        throw new Error(`bus message too large for ${channel}`);
      if (!client) {
        // Nobody else can hear it now; this process's own subscribers still do.
        subscribers.deliver(channel, { from: id, data }, log);
        return;
      }
      try {
        await client.query('select pg_notify($1, $2)', [pgChannel(channel), payload]);
      } catch (error) {
        // The others may not hear it; this process's own subscribers still must.
        subscribers.deliver(channel, { from: id, data }, log);
        throw error;
      }
    },
    subscribe: (channel, handler) => subscribers.add(channel, handler),
    onReconnect: (handler) => {
      reconnected.add(handler);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

import type { ServerResponse } from 'node:http';

/**
 * Fan-out of new messages to the Server-Sent Event streams open on this process, by user. With
 * several processes, each hears every new message on the bus (db/cluster-bus.ts, LISTEN/NOTIFY)
 * and pushes it to the streams it holds.
 */
export class LiveMessages {
  private readonly streams = new Map<string, Set<ServerResponse>>();
  private closed = false;

  add(userId: string, stream: ServerResponse): () => void {
    // Opened while the server shuts down: the browser reconnects, to another process.
    if (this.closed) {
      endStream(stream);
      return () => {};
    }
    const set = this.streams.get(userId) ?? new Set();
    set.add(stream);
    this.streams.set(userId, set);
    return () => {
      set.delete(stream);
      if (set.size === 0) this.streams.delete(userId);
    };
  }

  publish(userIds: string[], event: string, data: unknown): void {
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const userId of userIds) for (const stream of this.streams.get(userId) ?? []) stream.write(frame);
  }

  /** Heartbeat comments keep proxies from closing idle streams. */
  ping(): void {
    for (const set of this.streams.values()) for (const stream of set) stream.write(': ping\n\n');
  }

  /**
   * Ends every stream but keeps taking new ones: browsers reconnect and read what they missed
   * (after the bus between processes was down for a moment).
   */
  restartAll(): void {
    for (const set of this.streams.values()) for (const stream of set) endStream(stream);
    this.streams.clear();
  }

  /** On shutdown: every stream ends, and so does its connection, so the server can close. */
  closeAll(): void {
    this.closed = true;
    for (const set of this.streams.values()) for (const stream of set) endStream(stream);
    this.streams.clear();
  }
}

function endStream(stream: ServerResponse): void {
  const socket = stream.socket;
  stream.end(() => socket?.end());
}

import autocannon from 'autocannon';
import { type LatencySummary, summarize } from './latency.ts';

export interface HttpRequest {
  path: string;
  headers?: Record<string, string>;
}

export interface HttpMeasurement extends LatencySummary {
  /** Responses by status code. */
  statuses: Record<number, number>;
}

/** What a browser sends; the server compresses large answers. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * `requests` in turn on `connections` keep-alive connections for `duration` seconds, every
 * response timed. A failure is an error, a timeout or a status other than 2xx and 304. Given
 * several base URLs (server processes), the connections are split evenly between them, one
 * autocannon each, all drawing the next request from the same turn: each server gets an even
 * share of the same mix, not the same sequence. `perServer` counts the answers of each. With
 * `amount`, the run stops after that many requests instead (split like the connections).
 */
export async function measureHttp(
  baseUrls: string | string[],
  requests: HttpRequest[],
  options: { connections: number; duration: number; amount?: number },
): Promise<HttpMeasurement & { perServer: number[] }> {
  if (requests.length === 0) throw new Error('measureHttp: no requests');
  const urls = typeof baseUrls === 'string' ? [baseUrls] : baseUrls;
  if (urls.length === 0 || options.connections < urls.length) {
    throw new Error(`measureHttp: ${options.connections} connections for ${urls.length} servers`);
  }
  let turn = 0;
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  const perServer = urls.map(() => 0);
  let badStatuses = 0;
  const runs = urls.map((url, index) => {
    // 20 connections on 2 servers: 10 each (an odd remainder goes to the first ones).
    const connections =
      Math.floor(options.connections / urls.length) + (index < options.connections % urls.length ? 1 : 0);
    const instance = autocannon({
      url,
      connections,
      duration: options.duration,
      ...(options.amount ? { amount: Math.ceil((options.amount * connections) / options.connections) } : {}),
      timeout: 10,
      requests: [
        {
          setupRequest: (request) => {
            const next = requests[turn++ % requests.length]!;
            return { ...request, path: next.path, headers: { ...BROWSER_HEADERS, ...next.headers } };
          },
        },
      ],
    });
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      perServer[index]!++;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if ((status < 200 || status > 299) && status !== 304) badStatuses++;
    });
    return instance;
  });
  const results = await Promise.all(runs);
  const duration = Math.max(...results.map((result) => result.duration));
  // autocannon counts a timeout as an error too.
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  return { ...summarize(times, duration, badStatuses + errors), statuses, perServer };
}

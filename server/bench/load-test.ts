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
 * response timed. A failure is an error, a timeout or a status other than 2xx and 304.
 */
export async function measureHttp(
  baseUrl: string,
  requests: HttpRequest[],
  options: { connections: number; duration: number },
): Promise<HttpMeasurement> {
  if (requests.length === 0) throw new Error('measureHttp: no requests');
  let turn = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.duration,
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
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let badStatuses = 0;
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if ((status < 200 || status > 299) && status !== 304) badStatuses++;
  });
  const result = await instance;
  // autocannon counts a timeout as an error too.
  return { ...summarize(times, result.duration, badStatuses + result.errors), statuses };
}

import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  /** One path, or several that the connections take in turn (e.g. different listing ids). */
  paths: string[];
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs one scenario for `duration` seconds on `connections` connections, timing every response. */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  options: { connections: number; duration: number },
): Promise<Measurement> {
  let turn = 0;
  const nextPath = () => scenario.paths[turn++ % scenario.paths.length]!;
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    // What a browser sends; the server compresses large answers.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const times: number[] = [];
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requestsPerSecond: times.length / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export function formatTable(rows: Measurement[]): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const lines = [
    '| scenario | req/s | p50 | p95 | p99 | failed |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.failures} |`,
    ),
  ];
  return lines.join('\n');
}

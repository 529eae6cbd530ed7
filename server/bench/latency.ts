/** What one measured run of requests gives: throughput, latency percentiles and failures. */
export interface LatencySummary {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function summarize(times: number[], seconds: number, failures: number): LatencySummary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failures,
  };
}

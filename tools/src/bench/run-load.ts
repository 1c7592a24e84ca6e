import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** Answers that were not 2xx, errors and time-outs together. */
  failures: number;
}

// What a browser sends on a first navigation: the server takes the same path (HTML, compression).
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };

export interface LoadOptions {
  connections: number;
  /** Seconds to run; or `amount` requests in total. */
  seconds?: number;
  amount?: number;
  /** Paths taken in turn by each connection. */
  paths: string[];
}

/** Runs autocannon against `origin` with a browser's headers and sums up the run. */
export async function runLoad(origin: string, { connections, seconds, amount, paths }: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    ...(amount === undefined ? { duration: seconds ?? 10 } : { amount }),
    headers: HEADERS,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

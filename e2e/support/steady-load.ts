import autocannon from 'autocannon';

export interface LoadSummary {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers by status, and the first few request errors: what to look at when something failed. */
  statuses: Record<number, number>;
  errorSamples: string[];
}

export interface SteadyLoad {
  /** Answers received so far. */
  answered(): number;
  /** Stops sending and sums up the run. */
  finish(): Promise<LoadSummary>;
}

// Visitors who saved their language: their pages are private, so each request reaches a site
// server instead of the shared cache in front.
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br', cookie: 'ew_lng=en' };

function requestsOf(paths: string[], cookies: string[]) {
  if (cookies.length === 0) return paths.map((path) => ({ method: 'GET' as const, path }));
  return paths.flatMap((path) => cookies.map((cookie) => ({ method: 'GET' as const, path, headers: { ...HEADERS, cookie: `${HEADERS.cookie}; ${cookie}` } })));
}

/**
 * Autocannon through `origin` until finished, each connection taking the paths in turn; with
 * `cookies`, each path is asked once with each of them added (visitors of a canary's cohorts).
 */
export function startSteadyLoad(origin: string, paths: string[], connections = 8, cookies: string[] = []): SteadyLoad {
  let answered = 0;
  const statuses: Record<number, number> = {};
  const errorSamples: string[] = [];
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    // A long duration: the test ends the run once what it changes under load is done.
    instance = autocannon(
      { url: origin, connections, duration: 600, timeout: 20, headers: HEADERS, requests: requestsOf(paths, cookies) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance.on('response', (_client, status) => {
    answered += 1;
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  instance.on('reqError', (error: Error) => {
    if (errorSamples.length < 5) errorSamples.push(String(error?.message ?? error));
  });
  return {
    answered: () => answered,
    async finish() {
      instance.stop();
      const result = await done;
      return { requests: result.requests.total, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, statuses, errorSamples };
    },
  };
}

import http from 'node:http';

export interface TtfbResult {
  route: string;
  status: number;
  medianMs: number;
  p95Ms: number;
  samples: number;
}

// Sent like a browser's first navigation so the server takes the same path (HTML, compression).
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };

/** Milliseconds from sending the request to the parsed response headers, then drains the body. */
function timeOneRequest(url: string, agent: http.Agent): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: HEADERS }, (response) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      response.resume();
      response.once('end', () => resolve({ ms, status: response.statusCode ?? 0 }));
      response.once('error', reject);
    });
    request.once('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`${url} did not answer within 10 s`)));
  });
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Warm time to first byte of one route: a few unmeasured requests first (JIT, file cache, lazy
 * server setup), then `requests` sequential ones over one kept-alive connection so the numbers are
 * the server's work, not TCP set-up.
 */
export async function measureTtfb(origin: string, route: string, warmup: number, requests: number): Promise<TtfbResult> {
  const url = new URL(route, origin).href;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let index = 0; index < warmup; index += 1) await timeOneRequest(url, agent);
    const samples: number[] = [];
    let status = 0;
    for (let index = 0; index < requests; index += 1) {
      const result = await timeOneRequest(url, agent);
      samples.push(result.ms);
      status = result.status;
    }
    samples.sort((a, b) => a - b);
    return { route, status, medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), samples: samples.length };
  } finally {
    agent.destroy();
  }
}

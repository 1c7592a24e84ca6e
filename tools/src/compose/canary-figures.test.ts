import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeCohort, figureQueries, PrometheusUnavailable, readCanaryFigures } from './canary-figures';

// A stand-in answering /api/v1/query as Prometheus does: each query's answer is looked up by its text.
let answers: Map<string, unknown>;
let asked: string[];
let server: Server;
let prometheus: string;

const vector = (value: string) => ({ status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [1764390000, value] }] } });
const empty = { status: 'success', data: { resultType: 'vector', result: [] } };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const query = new URLSearchParams(body).get('query') ?? '';
      asked.push(query);
      if (req.method !== 'POST' || url.pathname !== '/api/v1/query') return void res.writeHead(404).end();
      if (query.includes('broken')) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'error', errorType: 'bad_data', error: 'parse error' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers.get(query) ?? empty));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  prometheus = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answers = new Map();
  asked = [];
});

describe('figureQueries', () => {
  it('asks for the increase of each counter and the p75 of LCP and INP of one remote version over the window', () => {
    expect(figureQueries('marketing-blog', '1.1.0', 300)).toEqual({
      views: 'sum(increase(site_page_answers_total{remote="marketing-blog", version="1.1.0"}[300s]))',
      fallbacks: 'sum(increase(site_remote_fallbacks_total{remote="marketing-blog", version="1.1.0"}[300s]))',
      failureClients: 'sum(increase(site_browser_failure_clients_total{remote="marketing-blog", version="1.1.0"}[300s]))',
      serverErrors: 'sum(increase(site_page_answers_total{remote="marketing-blog", version="1.1.0", status="5xx"}[300s]))',
      lcpP75: 'histogram_quantile(0.75, sum by (le) (increase(site_web_vitals_lcp_seconds_bucket{remote="marketing-blog", version="1.1.0"}[300s])))',
      inpP75: 'histogram_quantile(0.75, sum by (le) (increase(site_web_vitals_inp_seconds_bucket{remote="marketing-blog", version="1.1.0"}[300s])))',
      vitalsReports: 'sum(increase(site_web_vitals_lcp_seconds_count{remote="marketing-blog", version="1.1.0"}[300s]))',
    });
  });

  it('quotes label values, so a version cannot change the query', () => {
    expect(figureQueries('marketing-blog', '1"}[1s])) or vector(1', 60).views).toContain('version="1\\"}[1s])) or vector(1"');
  });
});

describe('readCanaryFigures', () => {
  it('reads both cohorts\' figures, by version, from the HTTP API', async () => {
    const canary = figureQueries('marketing-blog', '1.1.0', 300);
    const live = figureQueries('marketing-blog', '1.0.0', 300);
    answers.set(canary.views, vector('212.5'));
    answers.set(canary.fallbacks, vector('30'));
    answers.set(canary.failureClients, vector('4'));
    answers.set(canary.lcpP75, vector('2.25'));
    answers.set(canary.inpP75, vector('NaN'));
    answers.set(canary.vitalsReports, vector('40'));
    answers.set(live.views, vector('800'));
    answers.set(live.serverErrors, vector('1'));
    answers.set(live.lcpP75, vector('1.5'));
    answers.set(live.inpP75, vector('0.12'));
    const figures = await readCanaryFigures({ prometheus, remote: 'marketing-blog', live: '1.0.0', canary: '1.1.0', windowSeconds: 300 });
    expect(figures).toEqual({
      // Nothing counted (an empty answer) is 0; a quantile of nothing (NaN, or no series) is null.
      canary: { views: 212.5, fallbacks: 30, failureClients: 4, serverErrors: 0, lcpP75: 2.25, inpP75: null, vitalsReports: 40 },
      live: { views: 800, fallbacks: 0, failureClients: 0, serverErrors: 1, lcpP75: 1.5, inpP75: 0.12, vitalsReports: 0 },
    });
    expect(new Set(asked)).toEqual(new Set([...Object.values(canary), ...Object.values(live)]));
    expect(describeCohort(figures.canary)).toBe('213 views, 34 failures (16.0%: 30 fallbacks, 4 browsers, 0 5xx), p75 LCP 2.25 s, INP – (40 reports)');
    expect(describeCohort(figures.live)).toBe('800 views, 1 failures (0.1%: 0 fallbacks, 0 browsers, 1 5xx), p75 LCP 1.50 s, INP 120 ms (0 reports)');
  });

  it('says Prometheus is unavailable when it refuses a query or does not answer', async () => {
    await expect(readCanaryFigures({ prometheus, remote: 'marketing-blog', live: '1.0.0', canary: 'broken', windowSeconds: 60 })).rejects.toThrow(
      new PrometheusUnavailable(`Prometheus at ${prometheus} refused a query (400: parse error)`),
    );
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = readCanaryFigures({ prometheus: gone, remote: 'marketing-blog', live: '1.0.0', canary: '1.1.0', windowSeconds: 60 });
    await expect(failure).rejects.toBeInstanceOf(PrometheusUnavailable);
    await expect(failure).rejects.toThrow(/did not answer \(connect ECONNREFUSED/);
  });
});

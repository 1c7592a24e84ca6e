/** @jest-environment node */
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { createEnvironmentPoller, type EnvironmentPoller } from './environment-poller';
import { createSiteMetrics, type SiteMetrics } from './observability/site-metrics';
import { capturedLog, type CapturedLog } from './testing/captured-log';

const URL = 'https://store.test/envs/production.json';
const version = (v: string) => JSON.stringify({ ...(structuredClone(localEnvironment) as unknown as SiteConfig), environment: v });

type Answer = { status: number; body?: string; etag?: string } | Error;
let answers: Answer[];
let requests: Record<string, string>[];
let log: CapturedLog;
let metrics: SiteMetrics;
let poller: EnvironmentPoller;

const fakeFetch = (async (_url: string, init: RequestInit) => {
  requests.push({ ...(init.headers as Record<string, string>) });
  const answer = answers.shift() ?? { status: 304 };
  if (answer instanceof Error) throw answer;
  return new Response(answer.status === 304 ? null : answer.body, { status: answer.status, headers: answer.etag ? { etag: answer.etag } : {} });
}) as typeof fetch;

const outcome = async (name: string) => (await metrics.environmentRefreshes.get()).values.find((value) => value.labels.outcome === name)?.value ?? 0;
// One interval on the fake clock, and the poll it starts, to its end.
const nextPoll = () => jest.advanceTimersByTimeAsync(5000);

beforeEach(() => {
  jest.useFakeTimers();
  answers = [];
  requests = [];
  log = capturedLog();
  metrics = createSiteMetrics();
});
afterEach(() => {
  poller.stop();
  jest.useRealTimers();
});

const start = () => {
  poller = createEnvironmentPoller({ url: URL, intervalMs: 5000, logger: log.logger, metrics, fetchImpl: fakeFetch });
  return poller.started;
};

describe('createEnvironmentPoller', () => {
  it('follows a promotion within one interval, asking with the entity tag it holds', async () => {
    answers = [{ status: 200, body: version('one'), etag: '"a"' }];
    await start();
    expect(poller().environment).toBe('one');
    answers = [{ status: 304 }, { status: 200, body: version('two'), etag: '"b"' }];
    await nextPoll();
    expect(poller().environment).toBe('one');
    await nextPoll();
    expect(poller().environment).toBe('two');
    expect(JSON.parse(poller.text()).environment).toBe('two');
    expect(requests.map((headers) => headers['If-None-Match'])).toEqual([undefined, '"a"', '"a"']);
    expect(await outcome('unchanged')).toBe(1);
    expect(await outcome('changed')).toBe(2);
  });

  it('keeps the last good copy when a new one is invalid or the store cannot be reached, and says so', async () => {
    answers = [{ status: 200, body: version('good'), etag: '"a"' }];
    await start();
    answers = [{ status: 200, body: '{ "half": ', etag: '"b"' }, { status: 200, body: JSON.stringify({ edition: 'x' }), etag: '"c"' }, new Error('connect ECONNREFUSED'), { status: 503 }];
    for (let poll = 0; poll < 4; poll += 1) await nextPoll();
    expect(poller().environment).toBe('good');
    expect(await outcome('invalid')).toBe(2);
    expect(await outcome('unreachable')).toBe(2);
    expect(log.lines.filter((line) => line.level === 'error')).toHaveLength(4);
  });

  it('logs a promotion as the remote that moved, from which version to which', async () => {
    const serving = (version: string) => {
      const config = structuredClone(localEnvironment) as unknown as SiteConfig;
      config.remotes['marketing-blog'] = `https://cdn.test/marketing-blog/${version}/mf-manifest.json`;
      return JSON.stringify(config);
    };
    answers = [{ status: 200, body: serving('1.0.0'), etag: '"a"' }];
    await start();
    answers = [{ status: 200, body: serving('1.1.0'), etag: '"b"' }];
    await nextPoll();
    expect(log.lines.map(({ msg, etag, changes }) => ({ msg, etag, changes }))).toEqual([
      { msg: 'environment read', etag: '"a"', changes: undefined },
      { msg: 'composition changed', etag: '"b"', changes: [{ remote: 'marketing-blog', from: '1.0.0', to: '1.1.0' }] },
    ]);
  });

  it('serves nothing until a first good copy has been read', async () => {
    answers = [new Error('connect ECONNREFUSED')];
    await start();
    expect(() => poller()).toThrow(expect.objectContaining({ message: expect.stringMatching(/has not been read yet/), status: 503 }));
    answers = [{ status: 200, body: version('late'), etag: '"a"' }];
    await nextPoll();
    expect(poller().environment).toBe('late');
  });
});

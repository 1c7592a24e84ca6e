/** @jest-environment node */
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { createEnvironmentPoller, type EnvironmentPoller } from './environment-poller';
import { createSiteMetrics, type SiteMetrics } from './observability/site-metrics';
import { s3EnvironmentFetch, s3ReaderFromEnvironment, type S3Reader } from './s3-environment-fetch';
import { capturedLog } from './testing/captured-log';

const version = (v: string) => JSON.stringify({ ...(structuredClone(localEnvironment) as unknown as SiteConfig), environment: v });
const stored = (text: string, etag: string) => ({ Body: { transformToByteArray: async () => new TextEncoder().encode(text) }, ETag: etag });
const storeAnswered = (status: number) => Object.assign(new Error(`the store answered ${status}`), { $metadata: { httpStatusCode: status } });

// What the store holds (or answers instead), and what it was asked.
let object: { text: string; etag: string } | Error;
let asked: { Bucket: string; Key: string; IfNoneMatch?: string }[];
const reader: S3Reader = {
  getObject: async (input) => {
    asked.push(input);
    if (object instanceof Error) throw object;
    if (input.IfNoneMatch === object.etag) throw storeAnswered(304);
    return stored(object.text, object.etag) as never;
  },
};

let metrics: SiteMetrics;
let poller: EnvironmentPoller;
const outcome = async (name: string) => (await metrics.environmentRefreshes.get()).values.find((value) => value.labels.outcome === name)?.value ?? 0;
const nextPoll = () => jest.advanceTimersByTimeAsync(5000);

beforeEach(() => {
  jest.useFakeTimers();
  asked = [];
  metrics = createSiteMetrics();
});
afterEach(() => {
  poller?.stop();
  jest.useRealTimers();
});

describe('the environment read from a bucket (SITE_ENV_URL=s3://bucket/key)', () => {
  it('follows a promotion with the object\'s entity tag, and keeps the last good copy when the store refuses', async () => {
    object = { text: version('one'), etag: '"a"' };
    poller = createEnvironmentPoller({ url: 's3://echowatch/envs/production.json', intervalMs: 5000, logger: capturedLog().logger, metrics, fetchImpl: s3EnvironmentFetch(reader) });
    await poller.started;
    expect(poller().environment).toBe('one');
    await nextPoll();
    expect(await outcome('unchanged')).toBe(1);

    object = { text: version('two'), etag: '"b"' };
    await nextPoll();
    expect(poller().environment).toBe('two');
    expect(asked.map(({ Bucket, Key, IfNoneMatch }) => `${Bucket} ${Key} ${IfNoneMatch}`)).toEqual([
      'echowatch envs/production.json undefined',
      'echowatch envs/production.json "a"',
      'echowatch envs/production.json "a"',
    ]);

    object = storeAnswered(403);
    await nextPoll();
    object = new Error('connect ECONNREFUSED');
    await nextPoll();
    expect(poller().environment).toBe('two');
    expect(await outcome('unreachable')).toBe(2);
    expect(await outcome('changed')).toBe(2);
  });
});

describe('the S3 client of the site server', () => {
  it('is made without the SDK\'s Node version notice, the one thing its switch turns off', async () => {
    jest.useRealTimers();
    const warnings = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    delete process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED;
    try {
      const reader = s3ReaderFromEnvironment({ S3_ENDPOINT: 'http://127.0.0.1:1', AWS_ACCESS_KEY_ID: 'key', AWS_SECRET_ACCESS_KEY: 'secret' });
      // Asked with a signal already aborted: the client is made, nothing is sent.
      await expect(reader.getObject({ Bucket: 'echowatch', Key: 'envs/production.json' }, AbortSignal.abort())).rejects.toThrow();
      expect(process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED).toBe('true');
      expect(warnings.mock.calls.map(([warning]) => String(warning))).not.toContainEqual(expect.stringMatching(/NodeVersionSupportWarning/));
    } finally {
      warnings.mockRestore();
    }
  });
});

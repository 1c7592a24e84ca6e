/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { versionOf, type SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { startOtlpReceiver, type ReceivedSpan } from '../testing/otlp-receiver';
import { startSiteProcess, type SiteProcess } from '../testing/site-process';

// A render bundle of a few lines, CommonJS as the real one is: each render calls the blog service
// as a page's loader would (Node's http, as axios does on the server), and the worker reports a
// remote module load that took 250 ms.
const BUNDLE = `const http = require('node:http');
exports.serveRenderWorker = (port) => {
  port.on('message', (message) => {
    if (message.type !== 'render') return;
    const { id, request } = message;
    http.get(request.config.hosts.blog + '/posts/first-post', (answer) => {
      answer.resume();
      answer.on('end', () => {
        port.postMessage({ type: 'observed', event: 'remoteLoad', args: ['marketing-blog', request.config.remotes['marketing-blog'], 'loaded', 0.25] });
        port.postMessage({ type: 'rendered', id, page: { status: 200, language: request.language, headHtml: '<title>Post</title>', appHtml: '<main>Post</main>', stateJson: '{}', headTags: [] } });
      });
    });
  });
  port.postMessage({ type: 'ready' });
};`;

const SHELL_VERSION = (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
const TOKEN = '9c1f7e4b2a-reset-token';

/** The blog service: answers every call, and keeps the `traceparent` each came with. */
let service: Server;
const calls: { path: string; traceparent?: string }[] = [];
let config: SiteConfig;

beforeAll(async () => {
  service = createServer((req, res) => {
    calls.push({ path: req.url ?? '', traceparent: req.headers.traceparent as string | undefined });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"code":0,"message":"ok","data":{}}');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const blog = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  const local = localEnvironment as unknown as SiteConfig;
  config = { ...local, hosts: { ...local.hosts, blog } };
});

afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

beforeEach(() => {
  calls.length = 0;
});

const accessLine = (site: SiteProcess, requestId: string) => site.lines.find((line) => line.msg === 'request answered' && line.requestId === requestId);
const get = (site: SiteProcess, pathname: string, headers: Record<string, string> = {}) => fetch(`${site.base}${pathname}`, { headers });

describe('traces, with an OTLP endpoint', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  beforeEach(async () => {
    receiver = await startOtlpReceiver();
  });
  afterEach(() => receiver.stop());

  it('sends a span per request, per render and per call to a service, one trace with the traceparent the service got; the access line names it', async () => {
    const site = await startSiteProcess({ config, bundle: BUNDLE, env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' } });
    expect((await get(site, '/blog-detail/first-post', { 'X-Request-Id': 'traced-1' })).status).toBe(200);
    expect((await get(site, `/forgot-password/${TOKEN}?lng=en&token=${TOKEN}`, { 'X-Request-Id': 'traced-2' })).status).toBe(200);
    expect((await get(site, '/healthz')).status).toBe(200);
    // The spans still held (the batch waits 5 s) are sent as the site stops, its worker's included.
    expect(await site.stop()).toBe(0);

    const spans = receiver.spans;
    const request = spans.find((span) => span.kind === 2 && span.attributes['url.path'] === '/blog-detail/first-post');
    expect(request).toMatchObject({
      name: 'GET /blog-detail/:slug',
      parentSpanId: undefined,
      attributes: expect.objectContaining({ 'http.route': '/blog-detail/:slug', 'http.response.status_code': 200 }),
      resource: expect.objectContaining({ 'service.name': 'echowatch-site', 'service.version': SHELL_VERSION }),
    });
    const inTrace = (span: ReceivedSpan) => span.traceId === request!.traceId;
    const render = spans.find((span) => inTrace(span) && span.name === 'render');
    expect(render).toMatchObject({
      parentSpanId: request!.spanId,
      attributes: expect.objectContaining({
        'site.route': '/blog-detail/:slug',
        'site.remotes': expect.arrayContaining([`marketing-blog@${versionOf(config.remotes['marketing-blog'])}`]),
        'site.page.status': 200,
      }),
    });
    // The call the page made in the render worker: a client span under the render, sent by the worker's own SDK.
    const call = spans.find((span) => inTrace(span) && span.kind === 3);
    expect(call).toMatchObject({ parentSpanId: render!.spanId, scope: '@opentelemetry/instrumentation-http', resource: expect.objectContaining({ 'service.name': 'echowatch-site' }) });
    expect(call!.attributes['url.full']).toMatch(/\/posts\/first-post$/);
    expect(calls[0]).toEqual({ path: '/posts/first-post', traceparent: `00-${request!.traceId}-${call!.spanId}-01` });

    expect(accessLine(site, 'traced-1')).toMatchObject({ traceId: request!.traceId, spanId: request!.spanId });

    const load = spans.find((span) => span.name === 'remote module load');
    expect(load).toMatchObject({
      parentSpanId: undefined,
      attributes: expect.objectContaining({ 'site.remote': 'marketing-blog', 'site.remote.version': versionOf(config.remotes['marketing-blog']), 'site.remote.outcome': 'loaded' }),
    });
    expect(load!.endMs - load!.startMs).toBe(250);

    // A secret link: the span has its route's pattern and no token, as the access line.
    const secret = spans.find((span) => span.kind === 2 && span.attributes['http.route'] === '/forgot-password/:token');
    expect(secret).toMatchObject({ name: 'GET /forgot-password/:token', attributes: expect.objectContaining({ 'url.path': '/forgot-password/:token', 'url.query': '[redacted]' }) });
    expect(JSON.stringify(spans)).not.toContain(TOKEN);
    expect(accessLine(site, 'traced-2')).toMatchObject({ traceId: secret!.traceId });
    // Probes are not traced.
    expect(spans.filter((span) => span.attributes['url.path'] === '/healthz')).toEqual([]);
  });

  it('takes the service name and the sampler from OTEL_*: a request is traced when its caller samples it, and the trace goes on', async () => {
    const site = await startSiteProcess({
      config,
      bundle: BUNDLE,
      env: {
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'echowatch-site-canary',
        OTEL_TRACES_SAMPLER: 'parentbased_always_off',
      },
    });
    const caller = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
    await get(site, '/blog-detail/first-post', { traceparent: `00-${caller.traceId}-${caller.spanId}-01`, 'X-Request-Id': 'sampled' });
    await get(site, '/blog-detail/first-post', { 'X-Request-Id': 'not-sampled' });
    expect(await site.stop()).toBe(0);

    const request = receiver.spans.find((span) => span.kind === 2);
    expect(request).toMatchObject({ traceId: caller.traceId, parentSpanId: caller.spanId, resource: expect.objectContaining({ 'service.name': 'echowatch-site-canary' }) });
    expect(calls[0]!.traceparent).toMatch(new RegExp(`^00-${caller.traceId}-[0-9a-f]{16}-01$`));
    // The request no caller sampled: no span is sent, yet its id still reaches the service and the log.
    const unsampled = accessLine(site, 'not-sampled')!.traceId as string;
    expect(unsampled).toMatch(/^[0-9a-f]{32}$/);
    expect(receiver.spans.filter((span) => span.traceId === unsampled)).toEqual([]);
    expect(calls[1]!.traceparent).toMatch(new RegExp(`^00-${unsampled}-[0-9a-f]{16}-00$`));
  });
});

it('without an OTLP endpoint nothing traces: no trace ids in the log, no traceparent to the services', async () => {
  const site = await startSiteProcess({ config, bundle: BUNDLE, env: {} });
  await get(site, '/blog-detail/first-post', { 'X-Request-Id': 'untraced' });
  expect(await site.stop()).toBe(0);
  expect(accessLine(site, 'untraced')).toBeDefined();
  expect(accessLine(site, 'untraced')).not.toHaveProperty('traceId');
  expect(site.lines.filter((line) => line.msg === 'traces are sent over OTLP')).toEqual([]);
  expect(calls).toEqual([{ path: '/posts/first-post', traceparent: undefined }]);
});

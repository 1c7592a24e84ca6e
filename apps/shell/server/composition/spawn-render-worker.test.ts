/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderRequest } from '../../src/ssr/render-contract';
import { type PrintedOutput, printedOutputLog } from '../observability/printed-output';
import { repeatedLines } from '../observability/repeated-lines';
import { capturedLog } from '../testing/captured-log';
import { renderWorkerClient } from './render-worker-client';
import { spawnRenderWorker } from './spawn-render-worker';

// A render bundle of a few lines, CommonJS as the real one is: it answers each render with the
// options it was started with and the address it was asked for.
const BUNDLE = `exports.serveRenderWorker = (port, options) => {
  port.on('message', (message) => port.postMessage({ type: 'rendered', id: message.id, page: { appHtml: JSON.stringify({ options, url: message.request.url }) } }));
  port.postMessage({ type: 'ready' });
};`;

// One that prints as libraries do: through the console with an error, a process warning, a write of its own.
const PRINTING = `exports.serveRenderWorker = (port) => {
  console.error('Rendering /terms-of-use again failed:', new TypeError('boom'));
  process.emitWarning('a listener too many', 'MaxListenersExceededWarning');
  process.stderr.write('written past the console\\n');
  port.postMessage({ type: 'ready' });
};`;

// One that runs the real federation runtime and loads a page of a remote whose CDN is down, three times.
const RUNTIME = require.resolve('@module-federation/enhanced/runtime');
const CDN_DOWN = `exports.serveRenderWorker = async (port) => {
  const { createInstance } = require(${JSON.stringify(RUNTIME)});
  const federation = createInstance({ name: 'shell', remotes: [{ name: 'marketing_blog', entry: 'http://127.0.0.1:1/marketing-blog/1.0.0/mf-manifest.json' }] });
  for (let request = 0; request < 3; request += 1) await federation.loadRemote('marketing_blog/terms-page').catch(() => undefined);
  port.postMessage({ type: 'ready' });
};`;

const nothingPrinted = () => undefined;

/** Collects what a worker prints; `count` waits until that many were printed. */
function printedBy() {
  const outputs: PrintedOutput[] = [];
  const count = async (wanted: number) => {
    for (let waited = 0; outputs.length < wanted && waited < 10_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    return outputs;
  };
  return { outputs, printed: (output: PrintedOutput) => void outputs.push(output), count };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ew-render-worker-'));
  writeFileSync(path.join(dir, 'render.js'), BUNDLE);
  writeFileSync(path.join(dir, 'broken.js'), 'module.exports = {};');
  writeFileSync(path.join(dir, 'printing.js'), PRINTING);
  writeFileSync(path.join(dir, 'cdn-down.js'), CDN_DOWN);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('runs the render bundle in a worker thread, with the renderer options, and stops it when retired', async () => {
  const thread = spawnRenderWorker(path.join(dir, 'render.js'), { remoteBudgetMs: 700, requirePinnedServerCode: true }, nothingPrinted);
  const exited = new Promise<number>((resolve) => thread.on('exit', resolve));
  const worker = renderWorkerClient(thread, { observed: () => undefined });
  const page = await worker.render({ url: '/packages', language: 'en', config: {} } as RenderRequest);
  expect(JSON.parse(page.appHtml)).toEqual({ options: { remoteBudgetMs: 700, requirePinnedServerCode: true }, url: '/packages' });
  worker.retire();
  await exited;
  expect(worker.stopped).toBe(true);
});

it('fails to start on a bundle that cannot serve a worker', async () => {
  const worker = renderWorkerClient(spawnRenderWorker(path.join(dir, 'broken.js'), {}, nothingPrinted), { observed: () => undefined });
  await expect(worker.ready).rejects.toThrow(/serveRenderWorker is not a function/);
  expect(worker.stopped).toBe(true);
});

it('sends what the worker prints to the server: console calls with the error apart, warnings, its own writes to stderr', async () => {
  const { printed, count } = printedBy();
  const worker = renderWorkerClient(spawnRenderWorker(path.join(dir, 'printing.js'), {}, printed), { observed: () => undefined });
  await worker.ready;
  const outputs = await count(3);
  worker.retire();
  expect(outputs).toEqual(
    expect.arrayContaining([
      { method: 'error', text: 'Rendering /terms-of-use again failed:', error: { name: 'TypeError', message: 'boom', stack: expect.stringMatching(/^TypeError: boom\n\s+at /) } },
      { method: 'warning', text: '', error: expect.objectContaining({ name: 'MaxListenersExceededWarning', message: 'a listener too many' }) },
      { method: 'stderr', text: 'written past the console\n' },
    ]),
  );
});

it('logs the federation runtime\'s failure to load a remote as one JSON line with its stack, however often it prints it', async () => {
  const { printed, count } = printedBy();
  const log = capturedLog();
  const logged = printedOutputLog(repeatedLines(log.logger), 'render worker');
  const worker = renderWorkerClient(
    spawnRenderWorker(path.join(dir, 'cdn-down.js'), {}, (output) => {
      printed(output);
      logged(output);
    }),
    { observed: () => undefined },
  );
  await worker.ready;
  const outputs = await count(3);
  worker.retire();
  // The runtime prints each failed load: its category, then the error, whose message says which manifest and why.
  expect(outputs).toHaveLength(3);
  expect(outputs[0]).toMatchObject({ method: 'warn', text: '[ Federation Runtime ]', error: { message: expect.stringContaining('Failed to get manifest. #RUNTIME-003') } });
  expect(outputs[0]!.error!.message).toContain('http://127.0.0.1:1/marketing-blog/1.0.0/mf-manifest.json');
  expect(log.lines).toEqual([
    expect.objectContaining({
      level: 'warn',
      thread: 'render worker',
      printedBy: 'warn',
      msg: '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
      text: '[ Federation Runtime ]',
      err: expect.objectContaining({ name: 'Error', message: expect.stringContaining('TypeError: fetch failed'), stack: expect.stringMatching(/\n\s+at /) }),
    }),
  ]);
});

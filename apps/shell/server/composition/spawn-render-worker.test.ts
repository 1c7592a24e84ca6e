/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderRequest } from '../../src/ssr/render-contract';
import { renderWorkerClient } from './render-worker-client';
import { spawnRenderWorker } from './spawn-render-worker';

// A render bundle of a few lines, CommonJS as the real one is: it answers each render with the
// options it was started with and the address it was asked for.
const BUNDLE = `exports.serveRenderWorker = (port, options) => {
  port.on('message', (message) => port.postMessage({ type: 'rendered', id: message.id, page: { appHtml: JSON.stringify({ options, url: message.request.url }) } }));
  port.postMessage({ type: 'ready' });
};`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ew-render-worker-'));
  writeFileSync(path.join(dir, 'render.js'), BUNDLE);
  writeFileSync(path.join(dir, 'broken.js'), 'module.exports = {};');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('runs the render bundle in a worker thread, with the renderer options, and stops it when retired', async () => {
  const thread = spawnRenderWorker(path.join(dir, 'render.js'), { remoteBudgetMs: 700, requirePinnedServerCode: true });
  const exited = new Promise<number>((resolve) => thread.on('exit', resolve));
  const worker = renderWorkerClient(thread, { observed: () => undefined });
  const page = await worker.render({ url: '/packages', language: 'en', config: {} } as RenderRequest);
  expect(JSON.parse(page.appHtml)).toEqual({ options: { remoteBudgetMs: 700, requirePinnedServerCode: true }, url: '/packages' });
  worker.retire();
  await exited;
  expect(worker.stopped).toBe(true);
});

it('fails to start on a bundle that cannot serve a worker', async () => {
  const worker = renderWorkerClient(spawnRenderWorker(path.join(dir, 'broken.js'), {}), { observed: () => undefined });
  await expect(worker.ready).rejects.toThrow(/serveRenderWorker is not a function/);
  expect(worker.stopped).toBe(true);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { PageReadyMark } from '../rendering/page-ready';
import { COLLECTOR_CHUNK, loadCollectorLater } from './load-collector-later';

type IdleCallback = Parameters<typeof window.requestIdleCallback>[0];

const idle: IdleCallback[] = [];
const runIdle = () => idle.splice(0).forEach((work) => work({ didTimeout: false, timeRemaining: () => 50 }));

beforeEach(() => {
  idle.length = 0;
  window.requestIdleCallback = (work: IdleCallback) => idle.push(work);
});
afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  jest.useRealTimers();
});

// One file, in order: the page goes live once per document.
test('the collector loads neither before the page is live nor before the browser is idle, then once', () => {
  const load = jest.fn();
  loadCollectorLater(load);
  runIdle();
  expect(load).not.toHaveBeenCalled();
  render(<PageReadyMark />);
  expect(load).not.toHaveBeenCalled();
  runIdle();
  expect(load).toHaveBeenCalledTimes(1);
  runIdle();
  expect(load).toHaveBeenCalledTimes(1);
});

test('on a page already live, it waits for the next idle moment', () => {
  const load = jest.fn();
  loadCollectorLater(load);
  expect(load).not.toHaveBeenCalled();
  runIdle();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a browser without idle callbacks loads it in the next task', () => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  jest.useFakeTimers();
  const load = jest.fn();
  loadCollectorLater(load);
  expect(load).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(load).toHaveBeenCalledTimes(1);
});

test('the collector chunk is named as the budget check leaves it out', () => {
  const bootstrap = readFileSync(path.join(__dirname, '..', 'bootstrap.tsx'), 'utf8');
  const budgets = JSON.parse(readFileSync(path.join(__dirname, '../../../../configs/bundle-budgets.json'), 'utf8')) as { afterLive: string[] };
  expect(bootstrap).toContain(`webpackChunkName: "${COLLECTOR_CHUNK}"`);
  expect(budgets.afterLive).toContain(COLLECTOR_CHUNK);
});

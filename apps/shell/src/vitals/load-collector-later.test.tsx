import { render } from '@testing-library/react';
import { PageReadyMark } from '../rendering/page-ready';
import { COLLECTOR_DELAY_MS, loadCollectorLater } from './load-collector-later';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// One file, in order: the page goes live once per document.
test('the collector loads neither before the page is live nor before the delay, then once', () => {
  const load = jest.fn();
  loadCollectorLater(load);
  jest.advanceTimersByTime(COLLECTOR_DELAY_MS * 2);
  expect(load).not.toHaveBeenCalled();
  render(<PageReadyMark />);
  jest.advanceTimersByTime(COLLECTOR_DELAY_MS - 1);
  expect(load).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(load).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(COLLECTOR_DELAY_MS * 2);
  expect(load).toHaveBeenCalledTimes(1);
});

test('on a page already live, the delay counts from now', () => {
  const load = jest.fn();
  loadCollectorLater(load, 500);
  jest.advanceTimersByTime(499);
  expect(load).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(load).toHaveBeenCalledTimes(1);
});

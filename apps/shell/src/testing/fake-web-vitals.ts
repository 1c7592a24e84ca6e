import type { MetricType } from 'web-vitals';
import type { WebVitalsApi } from '../vitals/vitals-beacon';

type Report = (metric: MetricType) => void;

/** web-vitals' stand-in: the test reports each metric as the browser would. */
export function fakeWebVitals() {
  const listeners = new Map<string, Report>();
  const listen = (name: string) => (report: Report, options?: { reportAllChanges?: boolean }) => {
    expect(options?.reportAllChanges).toBe(true);
    listeners.set(name, report);
  };
  const api: WebVitalsApi = { onLCP: listen('LCP'), onINP: listen('INP'), onCLS: listen('CLS'), onFCP: listen('FCP'), onTTFB: listen('TTFB') };
  const measure = (name: MetricType['name'], value: number) => listeners.get(name)!({ name, value } as MetricType);
  return { api, measure };
}

/** What the browser does as the visitor leaves, closes or switches away. */
export function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

export function showPage(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

/** The JSON bodies of the beacons sent through `beacon` (navigator.sendBeacon's stand-in). */
export async function sentReports(beacon: jest.Mock): Promise<unknown[]> {
  return Promise.all(beacon.mock.calls.map(async ([, body]: [string, Blob]) => JSON.parse(await body.text()) as unknown));
}

import { fakeWebVitals, hidePage, sentReports, showPage } from '../testing/fake-web-vitals';
import { collectVitals } from './vitals-beacon';
import { WEB_VITALS_ROUTE } from './vitals-report';

const VIEW = { route: '/packages', remote: 'pricing-reporting', version: '1.0.0', cohort: 'live' };

describe('the vitals beacon', () => {
  const beacon = jest.fn((_url: string, _body: Blob) => true);

  beforeEach(() => {
    beacon.mockClear();
    showPage();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });

  it('sends nothing while the page is in view, then one report of the latest values when it is hidden', async () => {
    const vitals = fakeWebVitals();
    collectVitals(vitals.api, VIEW);
    vitals.measure('TTFB', 120.4);
    vitals.measure('FCP', 640);
    vitals.measure('LCP', 900);
    vitals.measure('LCP', 1234.6);
    vitals.measure('CLS', 0.012345);
    vitals.measure('INP', 88);
    expect(beacon).not.toHaveBeenCalled();
    hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe(WEB_VITALS_ROUTE);
    expect(beacon.mock.calls[0]![1].type).toBe('text/plain');
    expect(await sentReports(beacon)).toEqual([{ ...VIEW, vitals: { TTFB: 120, FCP: 640, LCP: 1235, CLS: 0.0123, INP: 88 } }]);
  });

  it('sends one report per view, whatever follows: hiding again, leaving, ending it', () => {
    const vitals = fakeWebVitals();
    const collector = collectVitals(vitals.api, VIEW);
    vitals.measure('LCP', 1000);
    collector.end();
    vitals.measure('CLS', 0.3);
    hidePage();
    window.dispatchEvent(new Event('pagehide'));
    collector.end();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('sends on pagehide where no visibilitychange came, and nothing for a view with nothing measured', async () => {
    const empty = collectVitals(fakeWebVitals().api, VIEW);
    empty.end();
    expect(beacon).not.toHaveBeenCalled();
    const vitals = fakeWebVitals();
    collectVitals(vitals.api, VIEW);
    vitals.measure('FCP', 500);
    window.dispatchEvent(new Event('pagehide'));
    expect(await sentReports(beacon)).toEqual([{ ...VIEW, vitals: { FCP: 500 } }]);
  });
});

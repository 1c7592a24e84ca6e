import type { Metric, MetricType, ReportOpts } from 'web-vitals';
import { WEB_VITALS_ROUTE, type VitalsReport } from './vitals-report';

type Listen = (report: (metric: MetricType) => void, options?: ReportOpts) => void;

/** The part of web-vitals the collector uses (a stand-in in tests). */
export interface WebVitalsApi {
  onLCP: Listen;
  onINP: Listen;
  onCLS: Listen;
  onFCP: Listen;
  onTTFB: Listen;
}

export type VitalsView = Omit<VitalsReport, 'vitals'>;

export interface VitalsBeacon {
  /** Sends the view's report now (the visitor moved to another view); later calls and hides send nothing. */
  end: () => void;
}

function send(report: VitalsReport): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  // Plain text keeps the beacon a simple request (no CORS preflight); sent to a path of the site,
  // it carries `Sec-Fetch-Site: same-origin`, the only reports the site's collector takes.
  navigator.sendBeacon(WEB_VITALS_ROUTE, new Blob([JSON.stringify(report)], { type: 'text/plain' }));
}

/**
 * Collects the vitals of one view and sends them in ONE beacon when the page is hidden (the visitor
 * leaves, closes or switches away) or the view ends, whichever comes first. Every change is kept
 * (`reportAllChanges`), so the beacon carries the latest value of each metric the view had so far;
 * the listeners are added after web-vitals' own, which settle INP and CLS first when the page hides.
 */
export function collectVitals(vitals: WebVitalsApi, view: VitalsView, target: Window = window): VitalsBeacon {
  const measured: VitalsReport['vitals'] = {};
  let sent = false;
  const keep = (metric: Metric) => {
    measured[metric.name] = metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value);
  };
  const options = { reportAllChanges: true };
  for (const listen of [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB]) listen(keep, options);
  const end = () => {
    if (sent || Object.keys(measured).length === 0) return;
    sent = true;
    target.document.removeEventListener('visibilitychange', onHidden);
    target.removeEventListener('pagehide', end);
    send({ ...view, vitals: { ...measured } });
  };
  function onHidden() {
    if (target.document.visibilityState === 'hidden') end();
  }
  target.document.addEventListener('visibilitychange', onHidden);
  // Where visibilitychange is not sent on unload (older Safari).
  target.addEventListener('pagehide', end);
  return { end };
}

import { Router } from 'express';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { buildRouteTable, routePattern } from '../../src/routes/route-table';
import { COHORTS, VITAL_NAMES, WEB_VITALS_ROUTE, type VitalName } from '../../src/vitals/vitals-report';
import { reportFields, reportIntake, versionLabel } from './report-intake';
import type { SiteLogger } from './logger';
import type { SiteMetrics } from './site-metrics';

export interface WebVitalsRouteOptions {
  logger: SiteLogger;
  metrics: SiteMetrics;
  environment: () => SiteConfig;
  /**
   * Reports one client may send a minute. A page load sends one; the share is wide enough for
   * visitors behind one address (an office, a browser test run) whose refused beacons would each
   * print an error on the page's console.
   */
  perMinute?: number;
}

// Five numbers and four short labels fit in a few hundred bytes.
const MAX_BYTES = 1024;
// Past these a value is no measurement of a visit (milliseconds; CLS has no unit): the report is refused.
const MAXIMA: Record<VitalName, number> = { LCP: 120_000, FCP: 120_000, TTFB: 120_000, INP: 60_000, CLS: 50 };
// Confirm and invite links have no pattern in the table: any path ending in their word.
const LINK_PATTERNS = ['/*/confirm', '/*/invite'];

interface Labels {
  route: string;
  remote: string;
  version: string;
  cohort: string;
}

type Vitals = Partial<Record<VitalName, number>>;

const isLabel = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;

function parseVitals(value: unknown): Vitals | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const vitals: Vitals = {};
  for (const [name, amount] of Object.entries(value)) {
    if (!(VITAL_NAMES as readonly string[]).includes(name)) return null;
    const metric = name as VitalName;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0 || amount > MAXIMA[metric]) return null;
    vitals[metric] = amount;
  }
  return Object.keys(vitals).length > 0 ? vitals : null;
}

/**
 * The labels a report is counted under, each one a value the site itself names (a route pattern of
 * its table, a remote and a version the environment serves of it, a cohort) or `other`: what a
 * browser claims never grows the metrics.
 */
function boundedLabels(config: SiteConfig, claimed: Labels): Labels {
  const patterns = new Set([...buildRouteTable(config).map(routePattern), ...LINK_PATTERNS]);
  const remote = (REMOTE_NAMES as readonly string[]).includes(claimed.remote) ? (claimed.remote as RemoteName) : null;
  return {
    route: patterns.has(claimed.route) ? claimed.route : 'other',
    remote: remote ?? 'other',
    version: remote ? versionLabel(config, remote, claimed.version) : 'other',
    cohort: (COHORTS as readonly string[]).includes(claimed.cohort) ? claimed.cohort : 'other',
  };
}

/**
 * The site's collector of web vitals from its visitors' browsers: one small report per page load,
 * from the site's own pages only, size- and rate-limited like the failure reports, observed in one
 * histogram per metric (seconds; CLS as it is). Nothing of the visitor is read or kept: no cookie,
 * no address beyond the rate limiter's window, no log line per report.
 */
export function webVitalsRoute({ logger, metrics, environment, perMinute = 120 }: WebVitalsRouteOptions): Router {
  const router = Router();
  const refused = (reason: string) => metrics.refusedVitals.inc({ reason });
  router.post(WEB_VITALS_ROUTE, ...reportIntake({ logger, environment, perMinute, maxBytes: MAX_BYTES, refused, limitName: 'web-vitals report' }));
  router.post(WEB_VITALS_ROUTE, (req, res) => {
    const { route, remote, version, cohort, vitals: claimed } = reportFields(req.body) ?? {};
    const vitals = parseVitals(claimed);
    if (!isLabel(route) || !isLabel(remote) || !isLabel(version) || !isLabel(cohort) || !vitals) {
      refused('malformed');
      return void res.status(400).end();
    }
    const labels = boundedLabels(environment(), { route, remote, version, cohort });
    for (const [name, value] of Object.entries(vitals) as [VitalName, number][]) {
      metrics.webVitals[name].observe(labels, name === 'CLS' ? value : value / 1000);
    }
    res.status(204).end();
  });
  return router;
}

import { Router, type Request } from 'express';
import { FAILURE_REPORT_ROUTE, REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { createFailureClients } from './failure-clients';
import { cut } from './loggable-url';
import { reportIntake, reportFields, versionLabel } from './report-intake';
import { requestRoute } from './request-route';
import type { SiteLogger } from './logger';
import type { SiteMetrics } from './site-metrics';

export interface FailureReportRouteOptions {
  logger: SiteLogger;
  metrics: SiteMetrics;
  environment: () => SiteConfig;
  /** Reports one client may send a minute (a page reports each failing slot once). */
  perMinute?: number;
}

const MAX_BYTES = 2048;
const KINDS = new Set(['load', 'render']);

interface Report {
  kind: string;
  remote: RemoteName;
  version: string;
  route: string;
  message: string;
}

function parse(body: unknown): Report | null {
  const { kind, remote, version, route, message } = reportFields(body) ?? {};
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null;
  if (typeof remote !== 'string' || !(REMOTE_NAMES as readonly string[]).includes(remote)) return null;
  if (typeof version !== 'string' || typeof route !== 'string' || typeof message !== 'string') return null;
  return { kind, remote: remote as RemoteName, version, route, message };
}


/**
 * The site's own collector of browser failure reports: a small, size- and rate-limited endpoint
 * that takes reports from the site's own pages only (sent-from-site), logs each and counts it per
 * remote and version, and counts each client once per remote version and window (failure-clients):
 * one visitor's reloads, or one script's flood, is one client to alert on. A beacon gets no useful
 * answer either way, so refusals are only counted.
 */
export function failureReportRoute({ logger, metrics, environment, perMinute = 30 }: FailureReportRouteOptions): Router {
  const router = Router();
  const isNewClient = createFailureClients();
  const intake = reportIntake({
    logger,
    environment,
    perMinute,
    maxBytes: MAX_BYTES,
    refused: (reason) => metrics.refusedReports.inc({ reason }),
    limitName: 'failure-report',
  });
  router.post(FAILURE_REPORT_ROUTE, ...intake);
  router.post(FAILURE_REPORT_ROUTE, (req: Request, res) => {
    const report = parse(req.body);
    if (!report) {
      metrics.refusedReports.inc({ reason: 'malformed' });
      return void res.status(400).end();
    }
    const config = environment();
    const version = versionLabel(config, report.remote, report.version);
    // The page's path only (a query could hold anything), and a secret link as its pattern.
    const path = report.route.split('?')[0] ?? '';
    const page = requestRoute(config, path);
    metrics.browserFailures.inc({ remote: report.remote, version, kind: report.kind });
    if (isNewClient(req.ip ?? '', `${report.remote}@${version}`)) metrics.failureClients.inc({ remote: report.remote, version });
    logger.warn(
      {
        event: 'browser-failure',
        remote: report.remote,
        version: cut(report.version, 40),
        kind: report.kind,
        page: page.secret ? page.pattern : cut(path, 200),
        message: cut(report.message, 500),
        userAgent: cut(req.headers['user-agent'] ?? '', 200),
      },
      'a browser reported a remote failure',
    );
    res.status(204).end();
  });
  return router;
}

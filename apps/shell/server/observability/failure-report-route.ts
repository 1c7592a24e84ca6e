import express, { Router, type Request, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { FAILURE_REPORT_ROUTE, parseRemoteUrl, REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { createFailureClients } from './failure-clients';
import { cut } from './loggable-url';
import { sentFromSite } from '../sent-from-site';
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
  let value: unknown;
  try {
    value = typeof body === 'string' ? JSON.parse(body) : null;
  } catch {
    return null;
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { kind, remote, version, route, message } = record;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null;
  if (typeof remote !== 'string' || !(REMOTE_NAMES as readonly string[]).includes(remote)) return null;
  if (typeof version !== 'string' || typeof route !== 'string' || typeof message !== 'string') return null;
  return { kind, remote: remote as RemoteName, version, route, message };
}

/** A version the environment serves keeps its name in the metrics; anything else a browser claims is `other`. */
function versionLabel(config: SiteConfig, report: Report): string {
  const served = parseRemoteUrl(config.remotes[report.remote])?.version;
  return served === report.version ? served : 'other';
}

/**
 * Says once, in the site's log, that requests come through a proxy the server was not told to trust
 * (TRUST_PROXY): every visitor behind it then shares the proxy's address and one limit. The rate
 * limiter's own check would print a stack trace to stderr instead.
 */
function noteUntrustedProxy(logger: SiteLogger): RequestHandler {
  let told = false;
  return (req, _res, next) => {
    if (!told && req.headers['x-forwarded-for'] !== undefined && req.app.get('trust proxy') === false) {
      told = true;
      logger.warn(
        { event: 'untrusted-proxy' },
        'requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor behind it shares one failure-report limit',
      );
    }
    next();
  };
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
  // Before the limit: another site's posts must not use up a visitor's share.
  const fromSite: RequestHandler = (req, res, next) => {
    if (sentFromSite(req, environment())) return next();
    metrics.refusedReports.inc({ reason: 'cross-site' });
    res.status(403).end();
  };
  const limit = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => {
      metrics.refusedReports.inc({ reason: 'rate-limited' });
      res.status(429).end();
    },
  });
  // Beacons are sent as text/plain (no CORS preflight); any type is read as text, up to the limit.
  const body = express.text({ type: () => true, limit: MAX_BYTES });
  router.post(FAILURE_REPORT_ROUTE, fromSite, noteUntrustedProxy(logger), limit, (req, res, next) =>
    body(req, res, (error?: unknown) => {
      if (!error) return next();
      const tooLarge = (error as { type?: string }).type === 'entity.too.large';
      metrics.refusedReports.inc({ reason: tooLarge ? 'too-large' : 'malformed' });
      res.status(tooLarge ? 413 : 400).end();
    }),
  );
  router.post(FAILURE_REPORT_ROUTE, (req: Request, res) => {
    const report = parse(req.body);
    if (!report) {
      metrics.refusedReports.inc({ reason: 'malformed' });
      return void res.status(400).end();
    }
    const config = environment();
    const version = versionLabel(config, report);
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

import express, { type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { parseRemoteUrl, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { sentFromSite } from '../sent-from-site';
import type { SiteLogger } from './logger';

/** Why a report was turned away: the `reason` label of a collector's refused-reports counter. */
export type RefusalReason = 'cross-site' | 'too-large' | 'malformed' | 'rate-limited';

export interface ReportIntakeOptions {
  logger: SiteLogger;
  environment: () => SiteConfig;
  /** Reports one client may send a minute, to this collector. */
  perMinute: number;
  maxBytes: number;
  /** Counts a refusal; the answer (a status and no body) is sent by the intake. */
  refused: (reason: RefusalReason) => void;
  /** What one client's share is of, for the operator's warning about an untrusted proxy. */
  limitName: string;
}

/**
 * Says once, in the site's log, that requests come through a proxy the server was not told to trust
 * (TRUST_PROXY): every visitor behind it then shares the proxy's address and one limit. The rate
 * limiter's own check would print a stack trace to stderr instead.
 */
function noteUntrustedProxy(logger: SiteLogger, limitName: string): RequestHandler {
  let told = false;
  return (req, _res, next) => {
    if (!told && req.headers['x-forwarded-for'] !== undefined && req.app.get('trust proxy') === false) {
      told = true;
      logger.warn(
        { event: 'untrusted-proxy' },
        `requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor behind it shares one ${limitName} limit`,
      );
    }
    next();
  };
}

/**
 * What every collector of browser beacons puts in front of its handler: reports from the site's own
 * pages only (sent-from-site), a share per client and minute, and a body read as text up to a size.
 * Each refusal is counted and answered with a bare status: a beacon reads no answer.
 */
export function reportIntake({ logger, environment, perMinute, maxBytes, refused, limitName }: ReportIntakeOptions): RequestHandler[] {
  // Before the limit: another site's posts must not use up a visitor's share.
  const fromSite: RequestHandler = (req, res, next) => {
    if (sentFromSite(req, environment())) return next();
    refused('cross-site');
    res.status(403).end();
  };
  const limit = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => {
      refused('rate-limited');
      res.status(429).end();
    },
  });
  // Beacons are sent as text/plain (no CORS preflight); any type is read as text, up to the limit.
  const text = express.text({ type: () => true, limit: maxBytes });
  const body: RequestHandler = (req, res, next) =>
    text(req, res, (error?: unknown) => {
      if (!error) return next();
      const tooLarge = (error as { type?: string }).type === 'entity.too.large';
      refused(tooLarge ? 'too-large' : 'malformed');
      res.status(tooLarge ? 413 : 400).end();
    });
  return [fromSite, noteUntrustedProxy(logger, limitName), limit, body];
}

/** A report's JSON text as a record of fields, or null when it is no JSON object. */
export function reportFields(body: unknown): Record<string, unknown> | null {
  try {
    const value: unknown = typeof body === 'string' ? JSON.parse(body) : null;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The version a browser reports keeps its name in the metrics when the environment serves it: the
 * live one, or a canary's beside it for its cohort. Anything else a browser claims is `other`.
 */
export function versionLabel(config: SiteConfig, remote: RemoteName, claimed: unknown): string {
  const served = [config.remotes[remote], config.canaries?.[remote]?.url].map((url) => (url ? parseRemoteUrl(url)?.version : undefined));
  return typeof claimed === 'string' && served.includes(claimed) ? claimed : 'other';
}

import { parseRemoteUrl, type RemoteName, type SiteConfig } from '@echowatch/contracts';

export type FailureKind = 'load' | 'render';

/** One failure as the collecting endpoint receives it. */
export interface FailureReport {
  kind: FailureKind;
  remote: RemoteName;
  /** The remote's version as the composition names it (the folder of its manifest). */
  version: string;
  route: string;
  message: string;
  at: string;
}

export function remoteVersion(manifestUrl: string): string {
  return parseRemoteUrl(manifestUrl)?.version ?? 'unknown';
}

function messageOf(error: unknown): string {
  const own = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  // A report is a beacon, not a log: keep it small enough to always be accepted.
  return `${own}${cause}`.slice(0, 500);
}

export function failureReport(
  config: SiteConfig,
  failure: { kind: FailureKind; remote: RemoteName; route: string; error: unknown },
): FailureReport {
  return {
    kind: failure.kind,
    remote: failure.remote,
    version: remoteVersion(config.remotes[failure.remote]),
    route: failure.route,
    message: messageOf(failure.error),
    at: new Date().toISOString(),
  };
}

/**
 * Sends one failure to the environment's collecting endpoint. A beacon survives the visitor
 * leaving the page and never holds the page up; without an endpoint (or a browser that has no
 * beacons) nothing is sent.
 */
export function sendFailureReport(config: SiteConfig, report: FailureReport): boolean {
  const endpoint = config.errorReporting?.endpoint;
  if (!endpoint || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  // Plain text keeps the beacon a simple request: no CORS preflight a beacon could not make. Sent
  // to a path of the site, it carries `Sec-Fetch-Site: same-origin` (older browsers: the page's
  // Origin), the only reports the site's collector takes.
  return navigator.sendBeacon(endpoint, new Blob([JSON.stringify(report)], { type: 'text/plain' }));
}

/** Reports what a page area's boundary caught: a remote that did not load, or a page that threw. */
export function reportSlotFailure(config: SiteConfig, remote: RemoteName, error: unknown): void {
  const kind = error instanceof Error && error.name === 'RemoteUnavailableError' ? 'load' : 'render';
  const route = typeof window === 'undefined' ? '' : window.location.pathname;
  sendFailureReport(config, failureReport(config, { kind, remote, route, error }));
}

import type { SiteConfig } from '@echowatch/contracts';
import { versionLabel } from './report-intake';
import type { RequestRoute } from './request-route';
import type { SiteMetrics } from './site-metrics';

/**
 * Counts one page answer under the remote that serves its route and the version of it this visitor
 * was served: the live one, a canary's for its cohort, anything else (a preview) `other`. With the
 * fallbacks and browser failures, also counted by version, this is what compares a canary with the
 * live version (`compose canary watch`). Answers that are no page, or that were answered before a
 * composition was chosen, are not counted.
 */
export function countPageAnswer(metrics: SiteMetrics, config: SiteConfig | null, route: RequestRoute | undefined, served: Record<string, string> | undefined, status: number): void {
  const remote = route?.remote;
  if (!config || !remote || !served) return;
  metrics.pageAnswers.inc({ remote, version: versionLabel(config, remote, served[remote]), status: `${Math.floor(status / 100)}xx` });
}

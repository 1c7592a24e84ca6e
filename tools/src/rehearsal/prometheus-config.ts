import { stringify } from 'yaml';

export interface PrometheusLayout {
  /** host:port of every site server's /metrics. */
  targets: string[];
  /** Rule files to load, absolute paths. */
  ruleFiles: string[];
  /** How often it scrapes and evaluates the rules, in seconds. */
  intervalSeconds: number;
}

/** The scrape job the alert rules expect the site's process metrics under (configs/prometheus/site-alerts.rules.yml). */
export const SITE_JOB = 'echowatch-site';

/**
 * prometheus.yml for the rehearsal: every site server scraped as job echowatch-site, as the
 * Kubernetes ServiceMonitor names it, and the site's alert rules loaded. Short intervals, so a
 * promotion shows within seconds.
 */
export function prometheusConfig({ targets, ruleFiles, intervalSeconds }: PrometheusLayout): string {
  return stringify({
    global: { scrape_interval: `${intervalSeconds}s`, evaluation_interval: `${intervalSeconds}s` },
    rule_files: ruleFiles,
    scrape_configs: [{ job_name: SITE_JOB, metrics_path: '/metrics', static_configs: [{ targets }] }],
  });
}

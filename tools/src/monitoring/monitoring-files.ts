import path from 'node:path';
import { ROOT } from '../paths';

/** The site's alerts as a Prometheus rule file, and their promtool tests beside it. */
export const SITE_ALERT_RULES = path.join(ROOT, 'configs', 'prometheus', 'site-alerts.rules.yml');
export const SITE_ALERT_TESTS = path.join(ROOT, 'configs', 'prometheus', 'site-alerts.test.yml');

/** The same alerts for the Prometheus Operator, and what it scrapes. */
export const PROMETHEUS_RULE_MANIFEST = path.join(ROOT, 'configs', 'kubernetes', 'base', 'prometheus-rule.yaml');
export const SERVICE_MONITOR_MANIFEST = path.join(ROOT, 'configs', 'kubernetes', 'base', 'service-monitor.yaml');

/** The Grafana dashboard of the same metrics. */
export const SITE_DASHBOARD = path.join(ROOT, 'configs', 'grafana', 'site-dashboard.json');

/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSiteMetrics } from './site-metrics';

// The dashboard and the alert rules live with the other configs; they read what this server exports.
const CONFIGS = path.resolve(__dirname, '../../../../configs');
const dashboard = JSON.parse(readFileSync(path.join(CONFIGS, 'grafana', 'site-dashboard.json'), 'utf8')) as Dashboard;
const rules = readFileSync(path.join(CONFIGS, 'prometheus', 'site-alerts.rules.yml'), 'utf8');

interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { expr: string; refId: string }[];
}
interface Dashboard {
  schemaVersion: number;
  uid: string;
  templating: { list: { name: string; type: string; query: unknown }[] };
  panels: Panel[];
}

const HISTOGRAM_SERIES = /_(bucket|sum|count)$/;
const KEYWORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset', 'inf', 'nan']);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers, ranges,
 * label lists and Grafana's variables are set aside, and that is not a function called or a keyword.
 * Brackets must balance, so a half-written expression fails here too.
 */
function metricNamesIn(expr: string): string[] {
  let rest = expr.replace(/\$\{?\w+\}?/g, '1m').replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  let depth = 0;
  for (const char of rest) {
    depth += '({['.includes(char) ? 1 : ')}]'.includes(char) ? -1 : 0;
    if (depth < 0) break;
  }
  if (depth !== 0) throw new Error(`unbalanced brackets in ${expr}`);
  rest = rest
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  // A whole word (not the tail of a number such as 1e3 or 5m) that is not called.
  const names = [...rest.matchAll(/(?<![\w.:])[A-Za-z_:][\w:]*(?![\w:])(?!\s*\()/g)].map((match) => match[0]);
  return names.filter((name) => !KEYWORDS.has(name.toLowerCase()));
}

const panels = dashboard.panels;
const expressions = panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));

describe('the site dashboard (configs/grafana/site-dashboard.json)', () => {
  it('asks for a Prometheus data source and a site server to show', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.templating.list.map(({ name, type }) => `${name}:${type}`)).toEqual(['datasource:datasource', 'instance:query']);
    expect(dashboard.templating.list[0]!.query).toBe('prometheus');
    for (const panel of panels.filter((each) => each.type !== 'row')) expect(panel.datasource).toEqual({ type: 'prometheus', uid: '${datasource}' });
  });

  it('gives every panel its own id and title', () => {
    expect(new Set(panels.map((panel) => panel.id)).size).toBe(panels.length);
    expect(new Set(panels.map((panel) => panel.title)).size).toBe(panels.length);
    expect(panels.every((panel) => panel.title.trim().length > 0)).toBe(true);
  });

  it('reads only metrics the server exports, prom-client\'s process and Node.js metrics among them, or the alert rules record', async () => {
    const exported = (await createSiteMetrics().registry.getMetricsAsJSON()).map((metric) => metric.name);
    const recorded = [...rules.matchAll(/^\s*- record: (\S+)$/gm)].map((match) => match[1]!);
    expect(recorded).toContain('remote_version:site_browser_failure_clients:increase10m');
    const known = new Set([...exported, ...recorded]);
    const unknown = expressions.flatMap(({ panel, expr }) =>
      metricNamesIn(expr)
        .filter((name) => !known.has(name) && !known.has(name.replace(HISTOGRAM_SERIES, '')))
        .map((name) => `${panel}: ${name}`),
    );
    expect(expressions.length).toBeGreaterThan(10);
    expect(unknown).toEqual([]);
  });

  it('shows what the operator watches: requests, renders, remotes, browsers, canaries beside live, the environment, memory and the event loop', () => {
    const read = new Set(expressions.flatMap(({ expr }) => metricNamesIn(expr)));
    for (const name of [
      'site_http_request_duration_seconds_count',
      'site_http_request_duration_seconds_bucket',
      'site_render_duration_seconds_count',
      'site_render_duration_seconds_bucket',
      'site_remote_fallbacks_total',
      'site_remote_module_loads_total',
      'remote_version:site_browser_failure_clients:increase10m',
      'site_page_answers_total',
      'site_web_vitals_lcp_seconds_bucket',
      'site_web_vitals_inp_seconds_bucket',
      'site_environment_refreshes_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(read).toContain(name);
    }
  });
});

describe('metricNamesIn', () => {
  it('finds the metrics and leaves functions, label names, ranges, variables and keywords aside', () => {
    expect(
      metricNamesIn('histogram_quantile(0.99, sum by (route, le) (rate(site_http_request_duration_seconds_bucket{instance=~"$instance", route!="x(y"}[$__rate_interval])))'),
    ).toEqual(['site_http_request_duration_seconds_bucket']);
    expect(metricNamesIn('a_total > 0 and on (job) b:c:d unless ignoring (x) e offset 5m')).toEqual(['a_total', 'b:c:d', 'e']);
    expect(metricNamesIn('sum(rate(x_total[5m])) * 1e3 / 2')).toEqual(['x_total']);
    expect(metricNamesIn('max by (remote) (a) - ignoring (x) group_left (y) avg_over_time(b[1h]) > bool 1')).toEqual(['a', 'b']);
  });

  it('refuses an expression whose brackets do not close', () => {
    expect(() => metricNamesIn('sum(rate(x_total[5m])')).toThrow('unbalanced brackets');
    expect(() => metricNamesIn('x_total{job="a"')).toThrow('unbalanced brackets');
  });
});

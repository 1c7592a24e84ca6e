import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { SITE_DASHBOARD } from './monitoring-files';
import { promtool } from './promtool';

interface Dashboard {
  panels: { title: string; targets?: { expr: string }[] }[];
}

// What Grafana puts in place of its variables before Prometheus sees a query.
const asPrometheusSees = (expr: string) => expr.replace(/\$__rate_interval|\$__interval|\$__range/g, '5m').replace(/\$\{?instance\}?/g, '.*');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ew-dashboard-queries-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The site server's own test (apps/shell/server/observability/site-dashboard.test.ts) checks the
// metric names; this one has Prometheus' parser read every query, as a recording rule each.
describe('the site dashboard\'s queries (configs/grafana/site-dashboard.json)', () => {
  it('are PromQL that Prometheus parses', () => {
    const dashboard = JSON.parse(readFileSync(SITE_DASHBOARD, 'utf8')) as Dashboard;
    const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => asPrometheusSees(target.expr)));
    expect(queries.length).toBeGreaterThan(10);
    const rules = queries.map((expr, index) => ({ record: `dashboard:query_${index}`, expr }));
    const file = path.join(dir, 'queries.rules.yml');
    writeFileSync(file, stringify({ groups: [{ name: 'dashboard', rules }] }));
    const { status, output } = promtool(['check', 'rules', file]);
    if (status !== 0) throw new Error(`promtool failed (exit ${status}):\n${output}`);
    expect(output).toContain(`SUCCESS: ${queries.length} rules found`);
  });
});

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { PROMETHEUS_RULE_MANIFEST, SERVICE_MONITOR_MANIFEST, SITE_ALERT_RULES } from './monitoring-files';

const read = (file: string) => parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('the Prometheus Operator manifests (configs/kubernetes/base)', () => {
  it('run the same alert groups as the rule file, so an alert changed in one is changed in both', () => {
    const ruleFile = read(SITE_ALERT_RULES) as { groups: unknown[] };
    const manifest = read(PROMETHEUS_RULE_MANIFEST);
    expect(manifest).toMatchObject({ apiVersion: 'monitoring.coreos.com/v1', kind: 'PrometheusRule', metadata: { name: 'echowatch-site' } });
    expect(ruleFile.groups.length).toBeGreaterThan(0);
    expect((manifest as { spec: { groups: unknown[] } }).spec.groups).toEqual(ruleFile.groups);
  });

  it('scrape the site\'s Service on its port named metrics, as job="echowatch-site", which the rules select by', () => {
    expect(read(SERVICE_MONITOR_MANIFEST)).toEqual({
      apiVersion: 'monitoring.coreos.com/v1',
      kind: 'ServiceMonitor',
      metadata: { name: 'echowatch-site', labels: { 'app.kubernetes.io/name': 'echowatch-site' } },
      spec: {
        jobLabel: 'app.kubernetes.io/name',
        selector: { matchLabels: { 'app.kubernetes.io/name': 'echowatch-site' } },
        endpoints: [expect.objectContaining({ port: 'metrics', path: '/metrics' })],
      },
    });
    expect(readFileSync(SITE_ALERT_RULES, 'utf8')).toContain('job="echowatch-site"');
  });
});

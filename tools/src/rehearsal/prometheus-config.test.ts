import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { SITE_ALERT_RULES } from '../monitoring/monitoring-files';
import { promtool } from '../monitoring/promtool';
import { prometheusConfig } from './prometheus-config';

const config = parse(
  prometheusConfig({ targets: ['127.0.0.1:9565', '127.0.0.1:9566'], ruleFiles: ['/repo/configs/prometheus/site-alerts.rules.yml'], intervalSeconds: 2 }),
) as Record<string, unknown>;

describe('prometheusConfig', () => {
  it('scrapes every site server as the job the alert rules select', () => {
    expect(config.scrape_configs).toEqual([
      { job_name: 'echowatch-site', metrics_path: '/metrics', static_configs: [{ targets: ['127.0.0.1:9565', '127.0.0.1:9566'] }] },
    ]);
  });

  it('loads the alert rules and evaluates them as often as it scrapes', () => {
    expect(config.rule_files).toEqual(['/repo/configs/prometheus/site-alerts.rules.yml']);
    expect(config.global).toEqual({ scrape_interval: '2s', evaluation_interval: '2s' });
  });
});

describe('prometheusConfig, read by Prometheus', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ew-prometheus-config-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is a configuration promtool accepts, with the site\'s rule file', () => {
    const file = path.join(dir, 'prometheus.yml');
    writeFileSync(file, prometheusConfig({ targets: ['127.0.0.1:9565'], ruleFiles: [SITE_ALERT_RULES], intervalSeconds: 2 }));
    const { status, output } = promtool(['check', 'config', file]);
    if (status !== 0) throw new Error(`promtool failed (exit ${status}):\n${output}`);
    expect(output).toContain('SUCCESS');
  });
});

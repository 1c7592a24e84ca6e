import { promtool, type PromtoolRun } from './promtool';
import { SITE_ALERT_RULES, SITE_ALERT_TESTS } from './monitoring-files';

/** Fails with what promtool printed, as it printed it. */
function expectSuccess({ status, output }: PromtoolRun): void {
  if (status !== 0) throw new Error(`promtool failed (exit ${status}):\n${output}`);
  expect(output).toContain('SUCCESS');
}

// The rule file is what Prometheus loads; its tests feed it series and name the alerts that must fire.
describe('the site alerts (configs/prometheus/site-alerts.rules.yml)', () => {
  it('are rules Prometheus accepts', () => {
    expectSuccess(promtool(['check', 'rules', SITE_ALERT_RULES]));
  });

  it('fire when they should and stay silent when they should not (site-alerts.test.yml)', () => {
    expectSuccess(promtool(['test', 'rules', SITE_ALERT_TESTS]));
  });
});

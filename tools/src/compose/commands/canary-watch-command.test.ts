import { DEFAULT_THRESHOLDS } from '../canary-judgement';
import { parseSteps, prometheusArgument, thresholdOptions } from './canary-watch-command';

describe('parseSteps', () => {
  it('takes ascending weights up to 50, then 100 for the promotion (added when left out)', () => {
    expect(parseSteps(undefined)).toEqual([5, 25, 50, 100]);
    expect(parseSteps('10,50,100')).toEqual([10, 50, 100]);
    expect(parseSteps('1, 5')).toEqual([1, 5, 100]);
    expect(parseSteps('100')).toEqual([100]);
  });

  it('refuses a weight no canary may have, a list out of order, or 100 before the end', () => {
    for (const steps of ['5,75,100', '25,5,100', '5,5,100', '0,5', '5,100,50', '5,x', '', '2.5,100']) {
      expect(() => parseSteps(steps)).toThrow(/--steps takes ascending weights from 1 to 50/);
    }
  });
});

describe('thresholdOptions', () => {
  it('are the defaults unless given, and refuse values out of bounds', () => {
    expect(thresholdOptions([])).toEqual(DEFAULT_THRESHOLDS);
    expect(thresholdOptions(['--min-views', '20', '--max-failure-rise', '0.1', '--max-vital-ratio', '1.5', '--min-failures', '2', '--min-vital-reports', '5'])).toEqual({
      minViews: 20,
      maxFailureRise: 0.1,
      maxVitalRatio: 1.5,
      minFailures: 2,
      minVitalReports: 5,
    });
    expect(() => thresholdOptions(['--min-views', '0'])).toThrow('--min-views takes a whole number from 1 up (got 0).');
    expect(() => thresholdOptions(['--max-vital-ratio', '0.9'])).toThrow('--max-vital-ratio takes a number from 1 up (got 0.9).');
  });
});

describe('prometheusArgument', () => {
  it('takes an http(s) address', () => {
    expect(prometheusArgument(['--prometheus', 'http://127.0.0.1:9090'])).toBe('http://127.0.0.1:9090');
    expect(prometheusArgument([])).toBeUndefined();
    expect(() => prometheusArgument(['--prometheus', '127.0.0.1:9090'])).toThrow(/--prometheus takes Prometheus's address/);
  });
});

import { parseBenchOptions } from './bench-options';

describe('parseBenchOptions', () => {
  it('runs every part, load included, when none is chosen', () => {
    expect(parseBenchOptions([]).parts).toEqual(['js', 'ttfb', 'lighthouse', 'load']);
    expect(parseBenchOptions(['--only=load']).parts).toEqual(['load']);
  });

  it('never runs the load part under --check, which npm test runs', () => {
    expect(parseBenchOptions(['--check']).parts).toEqual(['js', 'ttfb']);
    expect(() => parseBenchOptions(['--check', '--only=load'])).toThrow(/never runs Lighthouse nor load/);
  });
});

import { parseBenchOptions } from './bench-options';

describe('parseBenchOptions', () => {
  it('runs every part, the phone part and load included, when none is chosen', () => {
    expect(parseBenchOptions([]).parts).toEqual(['js', 'ttfb', 'lighthouse', 'phone', 'load', 'images']);
    expect(parseBenchOptions(['--only=load']).parts).toEqual(['load']);
    expect(parseBenchOptions(['--only=phone']).parts).toEqual(['phone']);
  });

  it('never runs the phone part nor the load part under --check, which npm test runs', () => {
    expect(parseBenchOptions(['--check']).parts).toEqual(['js', 'ttfb']);
    expect(() => parseBenchOptions(['--check', '--only=load'])).toThrow(/never runs Lighthouse, the phone part, load nor the image load check/);
    expect(() => parseBenchOptions(['--check', '--only=phone'])).toThrow(/never runs Lighthouse, the phone part, load nor the image load check/);
  });
});

/** @jest-environment node */
import { capturedLog } from '../testing/captured-log';
import { repeatedLines } from './repeated-lines';

const failure = (manifest: string) => ({ remote: 'marketing-blog', err: { name: 'Error', message: `Failed to get manifest ${manifest}: fetch failed`, stack: 'Error: Failed…\n    at getManifest (render.js:3800:6)' } });

describe('repeatedLines', () => {
  it('logs a failure whole once, counts its repeats within the window, then logs it again without the stack', () => {
    const log = capturedLog();
    let now = 0;
    const lines = repeatedLines(log.logger, { windowMs: 60_000, now: () => now });
    for (let request = 0; request < 5; request += 1) {
      lines('warn', failure('marketing-blog/1.0.0'), 'a remote failed to load');
      now += 10_000;
    }
    now = 61_000;
    lines('warn', failure('marketing-blog/1.0.0'), 'a remote failed to load');
    const { stack, ...error } = failure('marketing-blog/1.0.0').err;
    expect(log.lines.map(({ level, msg, err, suppressed }) => ({ level, msg, err, suppressed }))).toEqual([
      { level: 'warn', msg: 'a remote failed to load', err: expect.objectContaining({ ...error, stack }), suppressed: undefined },
      { level: 'warn', msg: 'a remote failed to load', err: expect.objectContaining(error), suppressed: 4 },
    ]);
    expect(log.lines[1]!.err).not.toMatchObject({ stack: expect.stringMatching(/./) });
  });

  it('tells failures apart by their fields and error, not by the stack', () => {
    const log = capturedLog();
    const lines = repeatedLines(log.logger, { now: () => 0 });
    lines('warn', failure('marketing-blog/1.0.0'), 'a remote failed to load');
    lines('warn', { ...failure('marketing-blog/1.0.0'), err: { ...failure('marketing-blog/1.0.0').err, stack: 'another stack' } }, 'a remote failed to load');
    lines('warn', failure('marketing-blog/1.1.0'), 'a remote failed to load');
    lines('error', failure('marketing-blog/1.1.0'), 'a remote failed to load');
    lines('warn', { remote: 'api-docs' }, 'a remote failed to load');
    lines('warn', { remote: 'api-docs' }, 'a remote failed to load');
    expect(log.lines.map(({ level, remote, err }) => `${level} ${remote} ${(err as { message?: string } | undefined)?.message ?? ''}`)).toEqual([
      'warn marketing-blog Failed to get manifest marketing-blog/1.0.0: fetch failed',
      'warn marketing-blog Failed to get manifest marketing-blog/1.1.0: fetch failed',
      'error marketing-blog Failed to get manifest marketing-blog/1.1.0: fetch failed',
      'warn api-docs ',
    ]);
  });
});

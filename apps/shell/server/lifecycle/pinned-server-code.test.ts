/** @jest-environment node */
import { REMOTE_NAMES, type SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { capturedLog } from '../testing/captured-log';
import { pinnedServerCodeCheck, pinsRequired } from './pinned-server-code';

const local = localEnvironment as unknown as SiteConfig;
const DIGEST = `sha256-${'A'.repeat(43)}=`;
const pinning = (...remotes: string[]) => Object.fromEntries(remotes.map((remote) => [remote, { 'remoteEntry.js': DIGEST }]));
const why = (line: Record<string, unknown>) => /server digests/.test(String(line.msg));

describe('the readiness of the server code', () => {
  it('fails while a remote is unpinned, naming the remote and never its address, and logs why once per change', () => {
    const log = capturedLog();
    let config: SiteConfig = { ...local, serverDigests: pinning('marketing-blog', 'pricing-reporting') };
    const check = pinnedServerCodeCheck(() => config, log.logger);
    const reason = check();
    expect(reason).toBe('no server digests pinned for auth-flows, api-docs: their server code is not run');
    expect(reason).not.toMatch(/localhost|mf-manifest|1\.0\.0|\//);
    check();
    expect(log.lines.filter(why)).toEqual([
      expect.objectContaining({ level: 'error', remotes: ['auth-flows', 'api-docs'], msg: expect.stringMatching(/never run.*fallback.*compose promote/) }),
    ]);

    config = { ...local, serverDigests: pinning(...REMOTE_NAMES) };
    expect(check()).toBeNull();
    expect(log.lines.filter(why).at(-1)).toMatchObject({ level: 'info', msg: expect.stringMatching(/every remote/) });
  });

  it('says nothing of an environment it cannot read: the environment check reports that', () => {
    const log = capturedLog();
    const check = pinnedServerCodeCheck(() => {
      throw new Error('ENOENT: /etc/echowatch/env.json');
    }, log.logger);
    expect(check()).toBe('unknown until the environment is read');
    expect(log.lines).toEqual([]);
  });

  it('is required in production only', () => {
    expect(pinsRequired({ NODE_ENV: 'production' })).toBe(true);
    expect(pinsRequired({ NODE_ENV: 'development' })).toBe(false);
    expect(pinsRequired({})).toBe(false);
  });
});

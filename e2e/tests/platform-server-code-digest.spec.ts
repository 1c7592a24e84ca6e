import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES_URL } from '../support/local-sites';
import { DEPLOY_DIR, freePort, publishVariant, replaceInScripts, startOwnSite, type OwnSite } from '../support/own-site';
import { expect, test } from '../support/fixtures';

const LIVE = 'Terms of Use';
const CANDIDATE = 'Terms of Use, pinned edition';
const digestOf = (file: string) => `sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}`;
const serverHeading = async (site: OwnSite) => {
  const html = await (await fetch(`${site.url}/terms-of-use?lng=en`)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
};

test.describe('the site server runs only the server code the environment pins', () => {
  const cleanups: (() => void)[] = [];
  let site: OwnSite | undefined;

  test.afterEach(async () => {
    await site?.stop();
    site = undefined;
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  test('a server build changed on the CDN after publishing renders the fallback, is counted and never runs', async () => {
    test.setTimeout(120_000);
    const marker = path.join(tmpdir(), `ew-server-code-ran-${process.pid}-${Date.now()}`);
    cleanups.push(() => rmSync(marker, { force: true }));
    const digests: Record<string, string> = {};
    for (const version of ['1.1.0-pinned', '1.1.0-changed']) {
      const variant = publishVariant('marketing-blog', version, (folder) => {
        expect(replaceInScripts(folder, LIVE, CANDIDATE)).toBeGreaterThanOrEqual(2);
        digests[version] = digestOf(path.join(folder, 'server', 'remoteEntry.js'));
      });
      cleanups.push(variant.remove);
    }
    // After publishing (and recording the digest), someone with write access to the CDN changes one.
    const changed = path.join(DEPLOY_DIR, 'marketing-blog', '1.1.0-changed', 'server', 'remoteEntry.js');
    appendFileSync(changed, `\nrequire('fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n`);
    const manifestOf = (version: string) => `${REMOTES_URL}/marketing-blog/${version}/mf-manifest.json`;

    const metricsPort = await freePort();
    site = await startOwnSite(
      (config) => {
        config.remotes['marketing-blog'] = manifestOf('1.1.0-changed');
        config.serverDigests = { 'marketing-blog': { 'remoteEntry.js': digests['1.1.0-changed']! } };
      },
      { METRICS_PORT: String(metricsPort) },
    );
    // The remote's page area is the localised fallback the server renders for a remote that did not load.
    expect(await serverHeading(site)).toBe('This part of the site could not be loaded');
    expect(existsSync(marker)).toBe(false);
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text())
      .toMatch(/site_remote_digest_mismatches_total\{remote="marketing-blog",version="1\.1\.0-changed"\} [1-9]/);

    // The version whose bytes match what was published runs, without a restart.
    site.updateEnvironment((config) => {
      config.remotes['marketing-blog'] = manifestOf('1.1.0-pinned');
      config.serverDigests = { 'marketing-blog': { 'remoteEntry.js': digests['1.1.0-pinned']! } };
    });
    await expect.poll(() => serverHeading(site!)).toBe(CANDIDATE);
    expect(existsSync(marker)).toBe(false);
  });
});

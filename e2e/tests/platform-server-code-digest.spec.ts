import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SiteConfig, versionOf } from '@echowatch/contracts';
import { pinDeployedVersions, serverDigestsOf } from '../support/deployed-digests';
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
    // The fallback it renders is counted with that cause, apart from a remote that merely failed to
    // load. (A render that ran out of its budget before the refusal was known counts as a slow load.)
    await expect
      .poll(async () => {
        await serverHeading(site!);
        return (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      })
      .toMatch(/site_remote_fallbacks_total\{remote="marketing-blog",version="1\.1\.0-changed",reason="digest"\} [1-9]/);

    // The version whose bytes match what was published runs, without a restart.
    site.updateEnvironment((config) => {
      config.remotes['marketing-blog'] = manifestOf('1.1.0-pinned');
      config.serverDigests = { 'marketing-blog': { 'remoteEntry.js': digests['1.1.0-pinned']! } };
    });
    await expect.poll(() => serverHeading(site!)).toBe(CANDIDATE);
    expect(existsSync(marker)).toBe(false);
  });

  test('in production, a remote the environment does not pin is never run: /readyz names it, never its address, and its pages render the fallback', async () => {
    test.setTimeout(120_000);
    const marker = path.join(tmpdir(), `ew-unpinned-code-ran-${process.pid}-${Date.now()}`);
    cleanups.push(() => rmSync(marker, { force: true }));
    const variant = publishVariant('marketing-blog', '1.1.0-unpinned', (folder) => {
      appendFileSync(path.join(folder, 'server', 'remoteEntry.js'), `\nrequire('fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n`);
    });
    cleanups.push(variant.remove);
    let live = '';
    site = await startOwnSite(
      (config) => {
        live = config.remotes['marketing-blog'];
        config.remotes['marketing-blog'] = variant.manifest;
        // Every other remote pinned, as compose promote pins them; this one never was.
        const { serverDigests } = pinDeployedVersions(config);
        delete serverDigests!['marketing-blog'];
        config.serverDigests = serverDigests;
      },
      { NODE_ENV: 'production', SITE_ENV: 'local' },
    );
    const readiness = async () => {
      const response = await fetch(`${site!.url}/readyz`);
      return { status: response.status, body: await response.text() };
    };
    // Once the render bundle has loaded, the unpinned remote is all that keeps it out of rotation.
    await expect.poll(async () => (JSON.parse((await readiness()).body) as { failing: string[] }).failing).toEqual(['serverCode']);
    const before = await readiness();
    expect(before.status).toBe(503);
    expect(JSON.parse(before.body)).toMatchObject({ failing: ['serverCode'], checks: { serverCode: 'no server digests pinned for marketing-blog: their server code is not run' } });
    expect(before.body).not.toContain(REMOTES_URL);
    expect(before.body).not.toContain('1.1.0-unpinned');
    expect(await serverHeading(site)).toBe('This part of the site could not be loaded');
    expect(existsSync(marker)).toBe(false);

    // Pinned by the next copy of the environment (here with the live version), it runs, without a restart.
    site.updateEnvironment((config: SiteConfig) => {
      config.remotes['marketing-blog'] = live;
      config.serverDigests = { ...config.serverDigests, 'marketing-blog': serverDigestsOf(path.join(DEPLOY_DIR, 'marketing-blog', versionOf(live))) };
    });
    await expect.poll(async () => (await readiness()).status).toBe(200);
    await expect.poll(() => serverHeading(site!)).toBe(LIVE);
    expect(existsSync(marker)).toBe(false);
  });
});

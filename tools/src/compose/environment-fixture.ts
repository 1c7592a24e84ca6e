import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FederationManifest } from './manifest';
import { environmentText, healthyManifests, startCdn, startSite, type TestServer } from './test-servers';

/** What a compose test works on: a folder of its own holding `test.json`, the CDN and the site it names. */
export interface EnvironmentFixture {
  readonly dir: string;
  readonly file: string;
  readonly cdn: TestServer;
  readonly site: TestServer;
}

/**
 * Registers the hooks of a compose test file: a CDN serving the healthy remotes plus `manifests`
 * and a site, for the whole file; a fresh folder with the environment naming them, for each test.
 */
export function environmentFixture(prefix: string, manifests: () => Record<string, FederationManifest>): EnvironmentFixture {
  const fixture = {} as { dir: string; file: string; cdn: TestServer; site: TestServer };
  beforeAll(async () => {
    fixture.cdn = await startCdn({ manifests: healthyManifests(manifests()) });
    fixture.site = await startSite();
  });
  afterAll(async () => Promise.all([fixture.cdn.close(), fixture.site.close()]));
  beforeEach(() => {
    fixture.dir = mkdtempSync(path.join(tmpdir(), prefix));
    fixture.file = path.join(fixture.dir, 'test.json');
    writeFileSync(fixture.file, environmentText(fixture.cdn.url, fixture.site.url));
  });
  afterEach(() => rmSync(fixture.dir, { recursive: true, force: true }));
  return fixture;
}

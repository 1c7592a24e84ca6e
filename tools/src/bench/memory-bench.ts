import { rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, parseRemoteUrl, remoteUrl, type RemoteName } from '@echowatch/contracts';
import { LOCAL_SHELL_MANIFEST } from '../compose/commands/command-support';
import { environmentLocation } from '../compose/environment-location';
import { promoteRemote } from '../compose/promote-remote';
import { publishBuild } from '../compose/publish-remote';
import { deployRemotes, remoteVersion } from '../deploy-remotes';
import { appDir, DEPLOY_DIR } from '../paths';
import { startRemoteCdn } from '../servers/remote-cdn';
import type { LoadTargets } from './performance-targets';
import { judgeMemory } from './memory-verdict';
import { runLoad } from './run-load';
import { copyServedEnvironment } from './served-environment';
import { freePort, startSiteProcess } from './site-process';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Memory across promotions: one site server process (data-page cache off, so every request
 * renders) gets `firstRequests` requests, then `promotions` promotions of one remote, each a copy
 * of its build published under a version of its own (a separate container for the server), with
 * an equal share of the remaining requests after each. Prints the RSS curve; returns the misses
 * (memory-verdict: growth from where the server has settled to the last promotions, medians).
 */
export async function benchMemory(siteOrigin: string, load: LoadTargets): Promise<string[]> {
  const { remote, promotions, firstRequests, totalRequests, settledAfter, window, maxGrowthAfterSettled, routes } = load.memory;
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) throw new Error(`memory.remote: ${remote} is no remote`);
  const name = remote as RemoteName;
  const perPromotion = Math.floor((totalRequests - firstRequests) / promotions);
  console.log(
    `RSS of one site server process: ${firstRequests} requests, then ${promotions} promotions of ${name} with ` +
      `${perPromotion} requests after each (${routes.join(', ')}; ${load.connections} connections, data cache off)`,
  );
  // Its own CDN over the local store, so the published copies are served whatever site is running.
  deployRemotes();
  const cdnPort = await freePort();
  const cdn = await startRemoteCdn(DEPLOY_DIR, cdnPort);
  const environment = await copyServedEnvironment(siteOrigin, (config) => {
    const remotes = config.remotes as Record<string, string>;
    for (const key of Object.keys(remotes)) {
      const location = parseRemoteUrl(remotes[key]!);
      if (location) remotes[key] = remoteUrl({ ...location, base: `http://localhost:${cdnPort}` });
    }
  });
  const run = Date.now().toString(36);
  const published: string[] = [];
  const site = await startSiteProcess(environment.file, { DATA_PAGE_CACHE_MS: '0' });
  try {
    const requests = (amount: number) => runLoad(site.origin, { connections: load.connections, amount, paths: routes });
    await requests(firstRequests);
    const base = site.rss();
    console.log(`  after the first ${firstRequests} requests: ${megabytes(base)}`);
    const afterPromotion: number[] = [];
    for (let promotion = 1; promotion <= promotions; promotion += 1) {
      const version = `${remoteVersion(name)}-bench.${run}.${promotion}`;
      const { folder } = publishBuild({ remote: name, version, distDir: path.join(appDir(name), 'dist'), deployDir: DEPLOY_DIR, publishedBy: 'bench', exact: true });
      published.push(folder);
      const promoted = await promoteRemote({
        environment: environmentLocation(environment.file, 'the bench environment'),
        defaultStore: DEPLOY_DIR,
        remote: name,
        version,
        action: 'promote',
        by: 'bench',
        localShellManifest: LOCAL_SHELL_MANIFEST,
      });
      if (promoted.outcome !== 'promoted') throw new Error(`Promotion of ${name}@${version} ${promoted.outcome}: ${promoted.problems.join('; ')}`);
      const result = await requests(perPromotion);
      const rss = site.rss();
      afterPromotion.push(rss);
      const failed = result.failures > 0 ? `, ${result.failures} failed` : '';
      console.log(`  promotion ${String(promotion).padStart(2)}: ${megabytes(rss)} (${(rss / base).toFixed(2)} × the first)${failed}`);
    }
    const verdict = judgeMemory({ base, afterPromotion }, { promotions, settledAfter, window, maxGrowthAfterSettled });
    console.log(
      `RSS over the last ${window} of ${promotions} promotions: ${megabytes(verdict.last)} (median), ` +
        `${verdict.growth.toFixed(3)} × promotions ${settledAfter}–${settledAfter + window - 1}'s ${megabytes(verdict.settled)} (≤ ${maxGrowthAfterSettled}) ` +
        `${verdict.misses.length === 0 ? 'pass' : 'miss'}; the composition held for rollback: +${megabytes(verdict.heldCost)}`,
    );
    return verdict.misses;
  } finally {
    await site.stop();
    cdn.close();
    environment.remove();
    for (const folder of published) rmSync(folder, { recursive: true, force: true });
  }
}

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_ROUTE, imageUrl, type ImageWidth } from '@echowatch/contracts';
import { ROOT } from '../paths';
import { waitForUrl } from '../wait-for-url';
import { startCountingProxy } from './counting-proxy';

export const IMAGE_LOAD = { requests: 300, pictures: 4, widths: [480, 640] as ImageWidth[], inFlight: 16, maxRssGrowthMb: 50 };
const WEBP = 'image/avif,image/webp,image/*,*/*;q=0.8';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resident memory of a process on Linux, in MB. */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

/** Runs `jobs` with at most `limit` in flight. */
async function inBatches<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/**
 * 300 requests to the image route for a few real blog pictures, each with its own junk query
 * string, against a site server of the current build whose blog host is a counting proxy in front of
 * the sandbox's: at most one upstream fetch per picture and width, and bounded memory growth.
 * Returns what missed.
 */
export async function benchImageLoad(siteOrigin: string): Promise<string[]> {
  const environment = (await (await fetch(`${siteOrigin}/env.json`)).json()) as { hosts: { blog: string } };
  const blog = new URL(environment.hosts.blog);
  const listing = (await (await fetch(`${blog.href.replace(/\/+$/, '')}/blogs?size=${IMAGE_LOAD.pictures + 1}`)).json()) as {
    data: { items: { thumbnail: string }[] };
  };
  const [warm, ...pictures] = listing.data.items.map((post) => new URL(post.thumbnail).pathname);
  const proxy = await startCountingProxy(blog.origin);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
  const environmentFile = path.join(dir, 'env.json');
  writeFileSync(environmentFile, JSON.stringify({ ...environment, hosts: { ...environment.hosts, blog: `${proxy.origin}${blog.pathname}` } }));
  const port = await freePort();
  const site = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/shell/server/start-shell-server.ts')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), METRICS_PORT: 'off', SITE_ENV: 'local', SITE_ENV_FILE: environmentFile, LOG_LEVEL: 'error' },
  });
  const base = `http://127.0.0.1:${port}`;
  const picture = (pathname: string, width: ImageWidth, query = '') =>
    fetch(`${base}${imageUrl(IMAGE_ROUTE, `${proxy.origin}${pathname}${query}`, width)}`, { headers: { Accept: WEBP } }).then(async (answer) => {
      await answer.arrayBuffer();
      return answer.status;
    });
  try {
    await waitForUrl(`${base}/env.json`);
    // sharp and the route's code loaded, one picture made: what every later request starts from.
    await picture(warm!, 320);
    const before = rssMb(site.pid!);
    proxy.hits.clear();
    const jobs = Array.from({ length: IMAGE_LOAD.requests }, (_, i) => () => {
      const width = IMAGE_LOAD.widths[Math.floor(i / pictures.length) % IMAGE_LOAD.widths.length]!;
      return picture(pictures[i % pictures.length]!, width, `?k${i}=${'j'.repeat(200)}${i}&cache=${Date.now()}-${i}`);
    });
    const statuses = await inBatches(jobs, IMAGE_LOAD.inFlight);
    const growth = rssMb(site.pid!) - before;
    const fetched = [...proxy.hits.values()].reduce((sum, count) => sum + count, 0);
    const allowed = pictures.length * IMAGE_LOAD.widths.length;
    const answered = statuses.filter((status) => status === 200).length;
    console.log(`  ${IMAGE_LOAD.requests} requests, ${pictures.length} pictures × ${IMAGE_LOAD.widths.length} widths, ${IMAGE_LOAD.inFlight} in flight`);
    console.log(`  answered 200: ${answered}; other: ${statuses.filter((status) => status !== 200).join(', ') || 'none'}`);
    console.log(`  upstream fetches: ${fetched} (at most ${allowed}), of ${proxy.hits.size} distinct addresses`);
    console.log(`  RSS: ${before.toFixed(1)} MB → +${growth.toFixed(1)} MB (at most +${IMAGE_LOAD.maxRssGrowthMb} MB)`);
    const misses: string[] = [];
    if (fetched > allowed || [...proxy.hits.keys()].some((key) => key.includes('?'))) misses.push(`${fetched} upstream fetches for ${allowed} variants`);
    if (answered !== IMAGE_LOAD.requests) misses.push(`${IMAGE_LOAD.requests - answered} requests not answered with the picture`);
    if (growth > IMAGE_LOAD.maxRssGrowthMb) misses.push(`RSS grew ${growth.toFixed(1)} MB`);
    return misses;
  } finally {
    site.kill('SIGTERM');
    await proxy.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

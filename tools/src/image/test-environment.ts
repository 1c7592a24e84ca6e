import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';

/**
 * The composition the image is tested on: the release's own `local` environment with each remote
 * served from `cdnOrigin` (same paths, another origin) and its server code pinned, as a promotion
 * pins it: in production the server runs no remote code the environment does not pin.
 */
export function imageTestEnvironment(config: SiteConfig, cdnOrigin: string, digests: Record<RemoteName, Record<string, string>>): SiteConfig {
  const remotes = { ...config.remotes };
  for (const remote of REMOTE_NAMES) {
    if (Object.keys(digests[remote] ?? {}).length === 0) throw new Error(`${remote} has no server build to pin: build the remotes with pnpm build.`);
    const url = new URL(config.remotes[remote]);
    remotes[remote] = `${cdnOrigin}${url.pathname}`;
  }
  return { ...config, remotes, serverDigests: { ...digests } };
}

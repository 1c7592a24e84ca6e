import { parseRemoteUrl, REMOTE_NAMES, type RemoteName, type SiteConfig, versionOf } from '@echowatch/contracts';
import type { RemoteCheckInput } from './check-remote';
import { mustPinEveryRemote } from './pin-check';

/** How a canary's problems start, so that they block its own changes and not the live version's. */
export const canarySubject = (remote: string, url: string) => `canary ${remote}@${versionOf(url)}`;

/** What the file alone says is wrong with each canary: its address, and its pins where the environment pins. */
export function canaryFileProblems(config: SiteConfig, remotes: readonly RemoteName[] = REMOTE_NAMES): string[] {
  return remotes.flatMap((remote) => {
    const canary = config.canaries?.[remote];
    if (!canary) return [];
    const subject = canarySubject(remote, canary.url);
    const live = parseRemoteUrl(config.remotes[remote]);
    const location = parseRemoteUrl(canary.url);
    if (location?.remote !== remote || (live && location.base !== live.base)) {
      return [`${subject}: canaries.${remote}.url (${canary.url}) is not a version folder of ${remote} on the CDN the live version is served from. Fix: pnpm compose canary abort ${remote}, then start it again.`];
    }
    if (live?.version === location.version) {
      return [`${subject}: the canary is the version already live. Fix: pnpm compose canary abort ${remote}.`];
    }
    if (!mustPinEveryRemote(config) || Object.keys(canary.serverDigests ?? {}).length > 0) return [];
    return [
      `${subject}: canaries.${remote}.serverDigests is missing: production site servers never run a remote's server code without pinned digests, so its cohort would get the fallback. Fix: pnpm compose canary start ${remote}@${location.version} --weight ${canary.weight} --env <env> --store <where it was published>, which pins the digests of its publish record.`,
    ];
  });
}

/** Each canary checked as a live version is (published, exposes, federation, headers, pinned entry), its problems named as the canary's. */
export async function canaryRemoteProblems(config: SiteConfig, remotes: readonly RemoteName[], check: (input: Pick<RemoteCheckInput, 'remote' | 'url' | 'serverDigests'>) => Promise<string[]>): Promise<string[]> {
  const checks = remotes.map(async (remote) => {
    const canary = config.canaries?.[remote];
    if (!canary) return [];
    const live = `${remote}@${versionOf(canary.url)}`;
    const problems = await check({ remote, url: canary.url, serverDigests: canary.serverDigests });
    return problems.map((problem) => (problem.startsWith(live) ? `canary ${problem}` : problem));
  });
  return (await Promise.all(checks)).flat();
}

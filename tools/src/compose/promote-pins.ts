import type { RemoteName, SiteConfig } from '@echowatch/contracts';
import { mustPinEveryRemote } from './pin-check';

export interface PinInput {
  config: SiteConfig;
  fileLabel: string;
  remote: RemoteName;
  /** The version to make live, and the one live now. */
  version: string;
  live: string;
  /** The digests the version's publish record holds, if any; `store` names where it was looked for, if anywhere. */
  digests?: Record<string, string>;
  store?: string;
}

/** `write`: the environment changes (a new version, or the live one pinned). */
export type PinDecision = { kind: 'unchanged' } | { kind: 'write' } | { kind: 'refused'; problem: string };

const sameDigests = (a: Record<string, string> | undefined, b: Record<string, string>) =>
  a !== undefined && JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * What a promotion does with the server digests. An environment that must pin every remote gets no
 * version without its recorded digests, so what it serves is always pinned; promoting the version
 * already live pins it when its pins are missing or not the record's, which is how an environment
 * promoted before pins existed gets them without a change of version.
 */
export function pinDecision({ config, fileLabel, remote, version, live, digests, store }: PinInput): PinDecision {
  const current = config.serverDigests?.[remote];
  const required = mustPinEveryRemote(config);
  if (version === live && (digests ? sameDigests(current, digests) : current !== undefined || !required)) return { kind: 'unchanged' };
  if (digests || !required) return { kind: 'write' };
  const why =
    config.environment === 'production'
      ? `${fileLabel} is a production environment, whose site servers run a remote's server code only where it is pinned`
      : `${fileLabel} pins the server code it runs`;
  if (!store) {
    return {
      kind: 'refused',
      problem: `${remote}@${version}: ${why}, and no store to read the digests of this version from is known: no promotion in the environment's history names where ${remote} was published. Fix: name the store with --store <folder or s3://bucket/prefix>.`,
    };
  }
  return {
    kind: 'refused',
    problem: `${remote}@${version}: ${why}, and ${store} has no publish record with the digests of this version. Fix: publish it with pnpm compose publish ${remote}, or name the store it was published to with --store.`,
  };
}

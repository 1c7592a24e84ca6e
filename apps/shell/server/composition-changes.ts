import { versionOf, type SiteConfig } from '@echowatch/contracts';
import type { SiteLogger } from './observability/logger';

/** A remote whose build changed between two copies of the environment; null where a copy does not name it. */
export interface RemoteChange {
  remote: string;
  from: string | null;
  to: string | null;
  /** The new manifest's address, when only the address changed (the same version on another CDN). */
  url?: string;
}

type Remotes = Pick<SiteConfig, 'remotes'>;

/** Each remote served from another build in `next` than in `previous`: moved, added or removed. */
export function compositionChanges(previous: Remotes, next: Remotes): RemoteChange[] {
  const before: Record<string, string | undefined> = previous.remotes;
  const after: Record<string, string | undefined> = next.remotes;
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.flatMap((remote): RemoteChange[] => {
    const [was, is] = [before[remote], after[remote]];
    if (was === is) return [];
    const change: RemoteChange = { remote, from: was ? versionOf(was) : null, to: is ? versionOf(is) : null };
    return [change.from === change.to && is ? { ...change, url: is } : change];
  });
}

const versions = ({ remotes }: Remotes) => Object.fromEntries(Object.entries(remotes).map(([remote, url]) => [remote, versionOf(url)]));

/**
 * The line a new copy of the environment is logged with: the versions served at the first read,
 * then, at each change, which remote moved from which version to which (a promotion or a rollback).
 * `where` names the copy (its file, or its address and entity tag).
 */
export function logEnvironmentRead(logger: Pick<SiteLogger, 'info'>, previous: Remotes | null, next: Remotes, where: Record<string, unknown>): void {
  if (!previous) return void logger.info({ ...where, remotes: versions(next) }, 'environment read');
  const changes = compositionChanges(previous, next);
  if (changes.length > 0) logger.info({ ...where, changes }, 'composition changed');
  else logger.info(where, 'environment changed; the composition is the same');
}

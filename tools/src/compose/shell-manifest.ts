import { existsSync, readFileSync } from 'node:fs';
import { isManifest, type SharedEntry } from './manifest';

export type ShellSource =
  | { shared: SharedEntry[]; label: string; note?: string }
  | { shared?: undefined; problem: string };

export interface ShellLookup {
  siteUrl: string;
  /** The local shell build's manifest, used only when the site does not serve one. */
  localManifestFile: string;
  timeoutMs?: number;
}

async function servedManifest(url: string, timeoutMs: number): Promise<SharedEntry[] | string> {
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return `answered HTTP ${response.status}`;
    const body: unknown = await response.json().catch(() => undefined);
    return isManifest(body) ? body.shared : 'is not a federation manifest';
  } catch (error) {
    return `is unreachable (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})`;
  }
}

/**
 * The shared modules of the shell the environment really serves (its deployed mf-manifest.json at
 * brand.siteUrl). Remotes must fit that shell, not whatever happens to be built on this machine;
 * the local build stands in, with a note, only when the site cannot be reached from here.
 */
export async function shellShared({ siteUrl, localManifestFile, timeoutMs = 10_000 }: ShellLookup): Promise<ShellSource> {
  const url = `${siteUrl.replace(/\/+$/, '')}/mf-manifest.json`;
  const served = await servedManifest(url, timeoutMs);
  if (typeof served !== 'string') return { shared: served, label: `the shell served at ${url}` };
  if (!existsSync(localManifestFile)) {
    return {
      problem: `the shell's manifest ${url} ${served} and there is no local shell build (${localManifestFile}) to compare with. Fix: start the site, or run "pnpm build" for the shell.`,
    };
  }
  const local: unknown = JSON.parse(readFileSync(localManifestFile, 'utf8'));
  if (!isManifest(local)) return { problem: `${localManifestFile} is not a federation manifest. Fix: rebuild the shell.` };
  return {
    shared: local.shared,
    label: 'the local shell build',
    note: `${url} ${served}; comparing with the local shell build (${localManifestFile}) instead of the shell this environment serves.`,
  };
}

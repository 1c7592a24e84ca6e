import type { RemoteName, SiteConfig } from '@echowatch/contracts';

const KEY = '\n  "serverDigests": ';

/**
 * The environment text with `serverDigests[remote]` set to `digests` (or removed when there are
 * none). The rest of the file keeps its hand-made layout: the block is kept last in the file, so
 * it is cut and written again; a file where it is elsewhere is written out whole.
 */
export function pinServerDigests(text: string, remote: RemoteName, digests: Record<string, string> | undefined): string {
  const config = JSON.parse(text) as SiteConfig;
  const next = { ...config.serverDigests };
  if (digests && Object.keys(digests).length > 0) next[remote] = digests;
  else delete next[remote];
  const pinned = Object.keys(next).length > 0 ? next : undefined;
  const at = text.lastIndexOf(KEY);
  if (at < 0 && config.serverDigests !== undefined) return `${JSON.stringify({ ...config, serverDigests: pinned }, null, 2)}\n`;
  const body = at >= 0 ? text.slice(0, at).replace(/,\s*$/, '') : text.slice(0, text.lastIndexOf('}')).replace(/\s*$/, '');
  const candidate = pinned ? `${body},${KEY}${JSON.stringify(pinned, null, 2).replace(/\n/g, '\n  ')}\n}\n` : `${body}\n}\n`;
  try {
    const reread = JSON.parse(candidate) as SiteConfig;
    if (JSON.stringify(reread.serverDigests) === JSON.stringify(pinned) && JSON.stringify({ ...reread, serverDigests: undefined }) === JSON.stringify({ ...config, serverDigests: undefined })) {
      return candidate;
    }
  } catch {
    // Not the layout this writes: the whole file is written out below.
  }
  return `${JSON.stringify({ ...config, serverDigests: pinned }, null, 2)}\n`;
}

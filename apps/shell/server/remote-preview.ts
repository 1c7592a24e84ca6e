import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { parseRemoteUrl, REMOTE_NAMES, remoteUrl, type RemoteName, type SiteConfig } from '@echowatch/contracts';

/** Remote → version a tester previews in place of the live one. */
export type RemotePreview = Partial<Record<RemoteName, string>>;

export const PREVIEW_COOKIE = 'ew_preview';
/** `?remote=live` leaves the preview. */
export const LEAVE_PREVIEW = 'live';

// A version names a folder on the CDN: nothing that could climb out of it or break the URL.
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** Reads `marketing-blog@1.1.0` items (a list, or comma-separated); anything malformed is dropped. */
export function parsePreview(values: readonly string[]): RemotePreview {
  const preview: RemotePreview = {};
  for (const item of values.flatMap((value) => value.split(','))) {
    const at = item.lastIndexOf('@');
    const remote = item.slice(0, at).trim() as RemoteName;
    const version = item.slice(at + 1).trim();
    if (at > 0 && REMOTE_NAMES.includes(remote) && VERSION.test(version)) preview[remote] = version;
  }
  return preview;
}

export function formatPreview(preview: RemotePreview): string {
  return Object.entries(preview)
    .map(([remote, version]) => `${remote}@${version}`)
    .join(',');
}

export interface PreviewDecision {
  /** Remote → manifest URL of the previewed version; empty when the visitor previews nothing. */
  manifests: Partial<Record<RemoteName, string>>;
  versions: RemotePreview;
  /** A Set-Cookie value when the answer must remember (or forget) the preview. */
  setCookie?: string;
}

/**
 * What one request previews: `?remote=` names it (and the answer remembers it in a cookie for the
 * browser session, the tester's own browser only), `?remote=live` forgets it, the cookie carries
 * it otherwise. Production ignores all of it. A previewed version is served from the same CDN as
 * the live one, in its own version folder.
 */
export function decidePreview(
  config: SiteConfig,
  { query, cookieHeader }: { query: readonly string[]; cookieHeader: string | undefined },
): PreviewDecision {
  if (config.environment === 'production') return { manifests: {}, versions: {} };
  const leaving = query.includes(LEAVE_PREVIEW);
  const asked = leaving ? {} : parsePreview(query);
  const remembered = parsePreview([parseCookies(cookieHeader ?? '')[PREVIEW_COOKIE] ?? '']);
  const versions = leaving ? {} : query.length > 0 ? asked : remembered;
  const manifests: PreviewDecision['manifests'] = {};
  for (const [remote, version] of Object.entries(versions) as [RemoteName, string][]) {
    const live = parseRemoteUrl(config.remotes[remote]);
    if (live && live.version !== version) manifests[remote] = remoteUrl({ ...live, version });
    else delete versions[remote];
  }
  const cookie = { path: '/', sameSite: 'lax' as const, httpOnly: true };
  let setCookie: string | undefined;
  if (leaving) setCookie = serializeCookie(PREVIEW_COOKIE, '', { ...cookie, maxAge: 0 });
  else if (query.length > 0) setCookie = serializeCookie(PREVIEW_COOKIE, formatPreview(versions), cookie);
  return { manifests, versions, setCookie };
}

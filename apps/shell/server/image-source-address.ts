// Undone at most this many times: an address encoded more deeply than that is no picture's.
const DECODE_ROUNDS = 4;
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/** Whether a segment, decoded however deeply, says `.` or `..`, or hides a separator. */
function isDisguised(segment: string): boolean {
  let text = segment;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    if (text === '.' || text === '..' || text.includes('\\') || ENCODED_SEPARATOR.test(text)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return true;
    }
    if (decoded === text) return false;
    text = decoded;
  }
  return true;
}

/** The path written one way: each segment decoded once and encoded again. */
function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join('/');
}

/**
 * The address of a picture the route may fetch, in its one canonical form: an http(s) URL under the
 * blog host, normalised first so `..` segments cannot climb out of it and a lookalike host
 * (`blog.test.evil.test`, `blog.test@evil.test`) never matches. A path segment that is `.`/`..` or
 * holds an escaped `/` or `\` in any depth of encoding (`..%2f`, `%252e%252e`) is refused: the blog
 * host, or a proxy before it, may decode it into a way out. The query keeps only the parameters in
 * `parameters` (sorted), so junk query strings are neither new cache entries nor sent upstream.
 * Null for anything else.
 */
export function allowedSource(src: string, blogHost: string, parameters: readonly string[] = []): URL | null {
  const prefix = `${blogHost.replace(/\/+$/, '')}/`;
  let url: URL;
  let normalPrefix: string;
  try {
    url = new URL(src);
    normalPrefix = new URL(prefix).href;
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!src.startsWith(prefix) || !url.href.startsWith(normalPrefix)) return null;
  if (url.username || url.password) return null;
  const rawPath = src.slice(prefix.length).split(/[?#]/)[0] ?? '';
  if (rawPath.split('/').some(isDisguised)) return null;
  url.pathname = canonicalPath(url.pathname);
  if (!url.href.startsWith(normalPrefix)) return null;
  const kept = [...url.searchParams].filter(([name]) => parameters.includes(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  // The fragment never reaches the blog host; dropping it keeps one picture one cache entry.
  url.hash = '';
  return url;
}

/**
 * The one shape of a post picture's path under the blog host: `media/thumbnails/<slug>.<type>`, as
 * the blog service names a post's `thumbnail` (apps/sandbox-api …/seed/blog-posts.ts, its public
 * surface in docs/security.md) and the site passes it on unchanged (`imageUrl`). A slug is lower
 * case words joined by single hyphens, so the path has exactly one spelling: another case, a
 * doubled or trailing slash, a dot segment or an escape is another address of the same picture
 * (another fetch, resize and cache entry) or a way out of the folder, and is refused.
 */
const BLOG_PICTURE_PATH = /^media\/thumbnails\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:png|jpg|jpeg|webp)$/;
// Far beyond any slug; an address longer than this is no post's picture.
const MAX_PATH_LENGTH = 300;

/**
 * The address of a picture the route may fetch, in its one canonical form: a path of the shape
 * above, written exactly, right under the blog host as the environment names it (so a lookalike
 * host, `blog.test.evil.test` or `blog.test@evil.test`, never matches). The query keeps only the
 * parameters in `parameters` (sorted), so junk query strings are neither new cache entries nor sent
 * upstream; the fragment never reaches the blog host and is dropped. Null for anything else.
 */
export function allowedSource(src: string, blogHost: string, parameters: readonly string[] = []): URL | null {
  const prefix = `${blogHost.replace(/\/+$/, '')}/`;
  if (!src.startsWith(prefix)) return null;
  const path = src.slice(prefix.length).split(/[?#]/)[0] ?? '';
  if (path.length > MAX_PATH_LENGTH || !BLOG_PICTURE_PATH.test(path)) return null;
  let url: URL;
  let query: URLSearchParams;
  try {
    url = new URL(`${prefix}${path}`);
    query = new URL(src).searchParams;
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  const kept = [...query].filter(([name]) => parameters.includes(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  return url;
}

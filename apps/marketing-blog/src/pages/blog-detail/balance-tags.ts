// Elements with no content and no end tag.
const VOID = new Set(['br', 'hr', 'img', 'wbr']);
// A sanitised string's tags: every "<" left in it opens one (text "<" is escaped by then).
const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi;

/**
 * Closes what a post leaves open and drops end tags that close nothing, so the body is a complete
 * fragment. Inlined in server-rendered HTML, an open `<b>` or a stray `</div>` would otherwise
 * reshape the page around the post; in the browser's innerHTML it could not, so both sides only
 * agree (and hydrate) when the body is balanced.
 */
export function balanceTags(html: string): string {
  const open: string[] = [];
  const balanced = html.replace(TAG, (tag, slash: string, rawName: string) => {
    const name = rawName.toLowerCase();
    if (VOID.has(name)) return slash ? '' : tag;
    if (!slash) {
      open.push(name);
      return tag;
    }
    const index = open.lastIndexOf(name);
    if (index === -1) return '';
    // Closing an outer element closes the ones still open inside it, as the HTML parser would.
    return open
      .splice(index)
      .reverse()
      .map((inner) => `</${inner}>`)
      .join('');
  });
  return balanced + open.reverse().map((name) => `</${name}>`).join('');
}

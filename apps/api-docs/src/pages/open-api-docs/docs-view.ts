import type { DocsItem, DocsMenu, DocsSection } from './docs-menu';

export interface DocsView {
  section: DocsSection;
  /** The item picked in the menu; without one the section is shown from its top. */
  item?: DocsItem;
  /** Set when the path names no known view: where to go instead, relative to the docs root. */
  redirectTo?: string;
}

export function docsPath(section: DocsSection, item?: DocsItem): string {
  return item ? `${section.slug}/${item.slug}` : section.slug;
}

/**
 * Reads `<section>/<item>` (the part of the URL after the docs root). An unknown section falls back
 * to the first one, an unknown item to its section, so an outdated link still lands somewhere useful.
 */
export function resolveDocsView(menu: DocsMenu, subPath: string): DocsView {
  const [sectionSlug, itemSlug, ...rest] = subPath.split('/').filter(Boolean);
  const first = menu[0];
  if (!sectionSlug) return { section: first };
  const section = menu.find((candidate) => candidate.slug === sectionSlug);
  if (!section) return { section: first, redirectTo: '' };
  if (!itemSlug) return { section };
  const item = section.items.find((candidate) => candidate.slug === itemSlug);
  if (!item) return { section, redirectTo: docsPath(section) };
  if (rest.length > 0) return { section, item, redirectTo: docsPath(section, item) };
  return { section, item };
}

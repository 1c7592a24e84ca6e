import { PRODUCT_SLUGS } from '@echowatch/contracts';
import type { ShellTextKey } from '../i18n/texts';

export interface NavLinkItem {
  labelKey: ShellTextKey;
  to: string;
  /** Other paths (and the paths below them) that belong to the entry's section, e.g. a blog post. */
  section?: string[];
}

export interface NavGroupItem {
  labelKey: ShellTextKey;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export function isGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

export const MAIN_NAV: NavItem[] = [
  { labelKey: 'nav.home', to: '/' },
  {
    labelKey: 'nav.solutions',
    children: PRODUCT_SLUGS.solutions.map((slug) => ({ labelKey: `solutions.${slug}`, to: `/solutions/${slug}` })),
  },
  {
    labelKey: 'nav.features',
    children: PRODUCT_SLUGS.features.map((slug) => ({ labelKey: `features.${slug}`, to: `/features/${slug}` })),
  },
  { labelKey: 'nav.pricing', to: '/packages' },
  { labelKey: 'nav.reportService', to: '/reporting-service' },
  { labelKey: 'nav.blog', to: '/discovery', section: ['/blog-detail'] },
  { labelKey: 'nav.apiDocs', to: '/open-api-docs' },
];

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * How an entry of the menu relates to the page shown: `page` when it links to it, `true` when the
 * page belongs to its section (a post under Blog, a solution under Solutions), for aria-current.
 */
export function currentIn(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isGroup(item)) return item.children.some((child) => within(path, child.to)) ? 'true' : undefined;
  if (path === item.to) return 'page';
  if (item.to !== '/' && [item.to, ...(item.section ?? [])].some((section) => within(path, section))) return 'true';
  return undefined;
}

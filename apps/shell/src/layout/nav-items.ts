import { PRODUCT_SLUGS } from '@echowatch/contracts';
import type { ShellTextKey } from '../i18n/texts';

export interface NavLinkItem {
  labelKey: ShellTextKey;
  to: string;
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
  { labelKey: 'nav.blog', to: '/discovery' },
  { labelKey: 'nav.apiDocs', to: '/open-api-docs' },
];

import { FEATURE_SLUGS, SOLUTION_SLUGS } from '../routes/route-table';

export interface NavLinkItem {
  labelKey: string;
  to: string;
}

export interface NavGroupItem {
  labelKey: string;
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
    children: SOLUTION_SLUGS.map((slug) => ({ labelKey: `solutions.${slug}`, to: `/solutions/${slug}` })),
  },
  {
    labelKey: 'nav.features',
    children: FEATURE_SLUGS.map((slug) => ({ labelKey: `features.${slug}`, to: `/features/${slug}` })),
  },
  { labelKey: 'nav.pricing', to: '/packages' },
  { labelKey: 'nav.reportService', to: '/reporting-service' },
  { labelKey: 'nav.blog', to: '/discovery' },
  { labelKey: 'nav.apiDocs', to: '/open-api-docs' },
];

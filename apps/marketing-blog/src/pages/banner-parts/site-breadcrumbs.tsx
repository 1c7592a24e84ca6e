import { Link } from '@echowatch/routing';
import { Breadcrumbs, type Crumb, type CrumbLinkProps } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';

// The router's link keeps the visitor's language in the address and navigates in place.
const routerLink = ({ href, className, children }: CrumbLinkProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

interface SiteBreadcrumbsProps {
  /** The crumbs after the home page's; the last one is the page itself. */
  crumbs: readonly Crumb[];
  /** Starts the trail at the home page (the help pages' trail starts at Support). */
  fromHome?: boolean;
}

/** The trail above a page's title, in the page's language. */
export function SiteBreadcrumbs({ crumbs, fromHome = true }: SiteBreadcrumbsProps) {
  const { t } = useTexts();
  const trail = fromHome ? [{ label: t('common.breadcrumb.home'), href: '/' }, ...crumbs] : crumbs;
  return <Breadcrumbs label={t('common.breadcrumb.label')} crumbs={trail} renderLink={routerLink} />;
}

import { Navigate } from '@echowatch/routing';
import { useSiteConfig } from '@echowatch/remote-kit';
import { ContentWidth, PageBanner } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import { DOCS_MENU } from './docs-menu';
import { DocsMenuNav } from './docs-menu-nav';
import { DocsSectionView } from './docs-section-view';
import { resolveDocsView } from './docs-view';
import { OnThisPage } from './on-this-page';
import { DownloadDocument } from './reference/download-document';
import { useDocsPath } from './use-docs-path';
import * as styles from './open-api-docs-page.module.css';

/** /open-api-docs and /open-api-docs/<section>/<item>: the menu, the in-page navigation and the content. */
export function OpenApiDocsPage() {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const { subPath, linkTo } = useDocsPath();
  const view = resolveDocsView(DOCS_MENU, subPath);

  // The page's loader redirects an outdated address before the page renders; a page whose code came
  // after the navigation (its loader did not run) moves once it is here.
  if (view.redirectTo !== undefined) return <Navigate to={linkTo(view.redirectTo)} replace />;

  return (
    <section className={styles.page} aria-labelledby="api-docs-title">
      <PageBanner titleId="api-docs-title" title={t('page.title')} lead={t('page.lead', { brand: brand.name })}>
        <DownloadDocument />
      </PageBanner>
      <ContentWidth className={styles.layout}>
        <DocsMenuNav menu={DOCS_MENU} view={view} linkTo={linkTo} />
        <div className={styles.content}>
          <OnThisPage section={view.section} current={view.item} linkTo={linkTo} />
          <DocsSectionView
            section={view.section}
            number={DOCS_MENU.indexOf(view.section) + 1}
            item={view.item}
            linkTo={linkTo}
          />
        </div>
      </ContentWidth>
    </section>
  );
}

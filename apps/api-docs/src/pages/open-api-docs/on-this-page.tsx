import { Link, type To } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import type { DocsItem, DocsSection } from './docs-menu';
import { docsPath } from './docs-view';
import { useScrolledPast } from './use-scrolled-past';
import * as styles from './on-this-page.module.css';

/** The in-page navigation sticks once the window has scrolled past this many px (docs/product-rules.md, R-API-1). */
export const STICKY_NAV_OFFSET = 133;

interface OnThisPageProps {
  section: DocsSection;
  current?: DocsItem;
  linkTo: (subPath: string) => To;
}

/** The current section's items as links to their place in the content pane. */
export function OnThisPage({ section, current, linkTo }: OnThisPageProps) {
  const { t } = useTexts();
  const sticky = useScrolledPast(STICKY_NAV_OFFSET);
  return (
    <nav
      aria-labelledby="api-docs-on-this-page"
      className={sticky ? `${styles.nav} ${styles.sticky}` : styles.nav}
      data-sticky={sticky}
    >
      {/* The navigation's name, not a heading: the content's own headings come first in the outline. */}
      <p id="api-docs-on-this-page" className={styles.title}>
        {t('onThisPage')}
      </p>
      <ul className={styles.list}>
        {section.items.map((item) => (
          <li key={item.slug}>
            <Link
              to={linkTo(docsPath(section, item))}
              className={styles.link}
              aria-current={item === current ? 'location' : undefined}
            >
              {t(item.titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

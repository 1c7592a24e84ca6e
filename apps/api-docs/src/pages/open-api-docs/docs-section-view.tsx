import { useEffect, useRef } from 'react';
import { Link, useViewKey, type To } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { DocsItemContent } from './docs-item-content';
import { itemAnchorId, type DocsItem, type DocsSection } from './docs-menu';
import { holdInView } from './hold-in-view';
import { docsPath } from './docs-view';
import * as styles from './docs-section-view.module.css';

interface DocsSectionViewProps {
  section: DocsSection;
  /** The position of the section in the menu, 1-based, as the menu numbers it. */
  number: number;
  item?: DocsItem;
  linkTo: (subPath: string) => To;
}

const headingIdOf = (section: DocsSection, item: DocsItem) => `${itemAnchorId(section, item)}-title`;

/** The content pane: the current section with every item, each content looked up from the menu. */
export function DocsSectionView({ section, number, item, linkTo }: DocsSectionViewProps) {
  const { t } = useTexts();
  const sectionHeadingId = `api-docs-${section.slug}-title`;
  // Every navigation has its own key, so picking the item already shown still brings it back into
  // view; a language switch keeps the key, so it leaves focus on the switcher.
  const navigationKey = useViewKey();
  const shownNavigation = useRef(navigationKey);

  useEffect(() => {
    // On a deep link the item is only scrolled to; after a pick, focus follows it for keyboard users.
    const picked = shownNavigation.current !== navigationKey;
    shownNavigation.current = navigationKey;
    if (!item) return;
    const heading = document.getElementById(headingIdOf(section, item));
    if (picked) heading?.focus({ preventScroll: true });
    const target = heading?.closest('section');
    const align = () => target?.scrollIntoView?.({ block: 'start' });
    // Aligned on the next frame, after the shell has opened a new path at its top (React Router's
    // ScrollRestoration, in a layout effect of the frame around this page).
    const frame = requestAnimationFrame(align);
    const stopHolding = holdInView(target?.parentElement, align);
    return () => {
      cancelAnimationFrame(frame);
      stopHolding();
    };
  }, [section, item, navigationKey]);

  return (
    <article className={styles.section} aria-labelledby={sectionHeadingId}>
      <h2 id={sectionHeadingId} className={styles.sectionTitle}>
        {number}. {t(section.titleKey)}
      </h2>
      {section.items.map((entry, index) => {
        const title = `${number}.${index + 1} ${t(entry.titleKey)}`;
        return (
          <section
            key={entry.slug}
            id={itemAnchorId(section, entry)}
            className={styles.item}
            aria-labelledby={headingIdOf(section, entry)}
          >
            <div className={styles.itemHeader}>
              <h3 id={headingIdOf(section, entry)} className={styles.itemTitle} tabIndex={-1}>
                {title}
              </h3>
              <Link
                to={linkTo(docsPath(section, entry))}
                className={styles.deepLink}
                aria-label={t('reference.deepLink', { title })}
              >
                #
              </Link>
            </div>
            <DocsItemContent section={section} item={entry} />
          </section>
        );
      })}
    </article>
  );
}

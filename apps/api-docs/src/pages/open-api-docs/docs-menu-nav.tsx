import { useState } from 'react';
import { Link, type To } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import type { DocsMenu } from './docs-menu';
import { docsPath, type DocsView } from './docs-view';
import * as styles from './docs-menu-nav.module.css';

interface DocsMenuNavProps {
  menu: DocsMenu;
  view: DocsView;
  linkTo: (subPath: string) => To;
}

const GROUPS_ID = 'api-docs-menu-groups';

/** The left menu: one collapsible group per section; on a phone the whole menu folds above the content. */
export function DocsMenuNav({ menu, view, linkTo }: DocsMenuNavProps) {
  const { t } = useTexts();
  // Groups follow the current section until the visitor opens or closes one by hand.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [openOnPhone, setOpenOnPhone] = useState(false);

  return (
    <nav aria-label={t('menu.label')} className={styles.menu}>
      <button
        type="button"
        className={styles.phoneToggle}
        aria-expanded={openOnPhone}
        aria-controls={GROUPS_ID}
        onClick={() => setOpenOnPhone((open) => !open)}
      >
        {t('menu.toggle')}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ol id={GROUPS_ID} className={openOnPhone ? styles.groups : `${styles.groups} ${styles.closedOnPhone}`}>
        {menu.map((section, sectionIndex) => {
          const expanded = toggled[section.slug] ?? section === view.section;
          const itemsId = `api-docs-menu-${section.slug}`;
          const number = sectionIndex + 1;
          return (
            <li key={section.slug} className={styles.group}>
              <button
                type="button"
                className={section === view.section ? `${styles.groupToggle} ${styles.current}` : styles.groupToggle}
                aria-expanded={expanded}
                aria-controls={itemsId}
                onClick={() => setToggled((state) => ({ ...state, [section.slug]: !expanded }))}
              >
                {number}. {t(section.titleKey)}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              <ol id={itemsId} className={styles.items} hidden={!expanded}>
                {section.items.map((item, itemIndex) => (
                  <li key={item.slug}>
                    <Link
                      to={linkTo(docsPath(section, item))}
                      className={styles.itemLink}
                      aria-current={item === view.item ? 'page' : undefined}
                      onClick={() => setOpenOnPhone(false)}
                    >
                      {number}.{itemIndex + 1} {t(item.titleKey)}
                    </Link>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useCallback, useId, useRef, useState, type Ref } from 'react';
import { Link, NavLink, useLocation } from '@echowatch/routing';
import { NEEDS_CODE_ATTRIBUTE, useHydrated, useReleaseEarlyEvents, useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../i18n/texts';
import { EarlyToggleState, useAdoptEarlyToggle, useEarlyToggleButton } from './early-toggle';
import { LanguageSwitcher } from './language-switcher';
import { NavGroup } from './nav-group';
import { useDismiss } from './use-dismiss';
import { useSignedIn } from './use-signed-in';
import { currentIn, isGroup, MAIN_NAV } from './nav-items';
import * as styles from './site-header.module.css';

interface MenuToggleProps {
  ref: Ref<HTMLButtonElement>;
  stateId: string;
  menuId: string;
  open: boolean;
  onToggle: () => void;
}

/**
 * The menu's button. Its own component because it is drawn again once the page is live (the
 * browser's toggle gives way to React's state): only it, not the header's links.
 */
function MenuToggle({ ref, stateId, menuId, open, onToggle }: MenuToggleProps) {
  const { t } = useTexts();
  const toggle = useEarlyToggleButton(stateId, open);
  const hydrated = useHydrated();
  return (
    <button ref={ref} type="button" className={styles.menuToggle} {...toggle} aria-controls={menuId} data-open={open} onClick={onToggle}>
      <span className={styles.menuIcon} aria-hidden="true" />
      {hydrated ? (
        open ? t('nav.closeMenu') : t('nav.openMenu')
      ) : (
        // Before the page is live the style sheet shows the name the browser's state calls for.
        <>
          <span className={styles.whenClosed}>{t('nav.openMenu')}</span>
          <span className={styles.whenOpen}>{t('nav.closeMenu')}</span>
        </>
      )}
    </button>
  );
}

export function SiteHeader() {
  const { t } = useTexts();
  const { brand, hosts } = useSiteConfig();
  const signedIn = useSignedIn();
  const menuId = useId();
  const stateId = `${menuId}-open`;
  const { pathname, key } = useLocation();
  // The menu belongs to the address it was opened on, so any navigation (a language switch too) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === key;
  const header = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpenOn(null), []);
  const toggleButton = useRef<HTMLButtonElement>(null);
  useDismiss(menuOpen, header, close, toggleButton);
  // The header is live as soon as the shell is, before the page below it.
  useReleaseEarlyEvents('header');
  useAdoptEarlyToggle(stateId, useCallback(() => setOpenOn(key), [key]));

  return (
    <header ref={header} className={styles.header} {...{ [NEEDS_CODE_ATTRIBUTE]: 'header' }}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true" />
          {brand.name}
        </Link>
        <MenuToggle ref={toggleButton} stateId={stateId} menuId={menuId} open={menuOpen} onToggle={() => setOpenOn(menuOpen ? null : key)} />
        <EarlyToggleState id={stateId} className={styles.menuState} />
        <div id={menuId} className={styles.menu} data-open={menuOpen}>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.navList}>
              {MAIN_NAV.map((item) =>
                isGroup(item) ? (
                  <NavGroup key={item.labelKey} item={item} />
                ) : (
                  <li key={item.to}>
                    <Link to={item.to} className={styles.navLink} aria-current={currentIn(item, pathname)}>
                      {t(item.labelKey)}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className={styles.actions}>
            {signedIn ? (
              <a href={hosts.console} className={styles.register}>
                {t('nav.openConsole')}
              </a>
            ) : (
              <>
                <NavLink to="/login" className={styles.signIn}>
                  {t('nav.login')}
                </NavLink>
                <NavLink to="/register" className={styles.register}>
                  {t('nav.register')}
                </NavLink>
              </>
            )}
            <LanguageSwitcher />
          </div>
        </div>
      </div>
    </header>
  );
}

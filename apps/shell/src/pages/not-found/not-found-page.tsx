import { useId } from 'react';
import { LANGUAGE_PARAM, Link, useLocation } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { isGroup, MAIN_NAV, type NavLinkItem } from '../../layout/nav-items';
import { useMarkPageReady } from '../../rendering/page-ready';
import * as styles from './not-found-page.module.css';

// The sections a lost visitor may have been looking for: the main menu's own pages.
const SECTIONS = MAIN_NAV.filter((item): item is NavLinkItem => !isGroup(item) && item.to !== '/');

/**
 * What an address that names nothing shows: the message, a search of the articles (a plain GET
 * form, so it works before the page is live or without script) and the main sections.
 */
export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTexts();
  const searchId = useId();
  const language = new URLSearchParams(useLocation().search).get(LANGUAGE_PARAM);
  useMarkPageReady();
  return (
    <section aria-labelledby="not-found-title">
      <div className={styles.band}>
        <div className={styles.column}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1 id="not-found-title" className={styles.title}>
            {message ?? t('notFound.message')}
          </h1>
          <p className={styles.lead}>{t('notFound.lead')}</p>
        </div>
      </div>
      <div className={styles.body}>
        <form role="search" method="get" action="/discovery" className={styles.search} aria-label={t('notFound.searchLabel')}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {t('notFound.searchLabel')}
          </label>
          <input id={searchId} type="search" name="keyword" className={styles.searchBox} required />
          {language && <input type="hidden" name={LANGUAGE_PARAM} value={language} />}
          <button type="submit" className={styles.searchButton}>
            {t('notFound.searchSubmit')}
          </button>
        </form>
        <nav aria-label={t('notFound.sections')}>
          <ul className={styles.sections}>
            {SECTIONS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/" className={styles.home}>
          {t('notFound.backHome')}
        </Link>
      </div>
    </section>
  );
}

import { useState, type MouseEvent } from 'react';
import { LANGUAGE_PARAM, useLocation, useNavigate, useSetAddressLanguage } from '@echowatch/routing';
import type { Language } from '@echowatch/contracts';
import { LANGUAGES, switchLanguage } from '@echowatch/remote-kit';
import { usePageTranslations } from '../head/use-page-translations';
import { useTexts } from '../i18n/texts';
import * as styles from './language-switcher.module.css';

/**
 * This page's address in another language: the server renders `?lng=` in it and remembers the
 * choice. No fragment: the server never sees one, and the link must hydrate as it was sent.
 */
function addressIn(language: Language, pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_PARAM, language);
  return `${pathname}?${query.toString()}`;
}

/** A translation's canonical address as a path on this site (it names its language). */
function pathOf(href: string): string {
  const address = new URL(href);
  return `${address.pathname}${address.search}`;
}

/**
 * Changes the language of every page at once (remotes share the i18n instance), without a reload,
 * once every part's texts in that language have arrived; if they cannot, the page stays as it was
 * and says so. The options are links to this page in the other language, so the choice works
 * before the page's code has arrived (and without it): the server renders that language.
 * The address then names the choice (`?lng=`), so a reload, the links from it and a shared copy
 * open in it too. A page with a version of its own in that language (a post's translation) is left
 * for that version, a step Back returns from.
 */
export function LanguageSwitcher() {
  const { t, language: active } = useTexts();
  const { pathname, search } = useLocation();
  const setAddressLanguage = useSetAddressLanguage();
  const navigate = useNavigate();
  const translations = usePageTranslations();
  const [failed, setFailed] = useState(false);
  const translationIn = (language: Language) => {
    const translation = translations.find((candidate) => candidate.language === language);
    return translation ? pathOf(translation.href) : null;
  };
  const choose = (event: MouseEvent, language: Language) => {
    // A new tab or window opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setFailed(false);
    const translation = translationIn(language);
    switchLanguage(language).then(
      () => (translation ? void navigate(translation) : setAddressLanguage(language)),
      () => setFailed(true),
    );
  };
  return (
    <div className={styles.languages}>
      <div className={styles.switcher} role="group" aria-label={t('language.label')}>
        {LANGUAGES.map((language) => (
          <a
            key={language}
            href={translationIn(language) ?? addressIn(language, pathname, search)}
            hrefLang={language}
            lang={language}
            className={styles.option}
            aria-current={language === active ? 'true' : undefined}
            title={t(`language.${language}`)}
            onClick={(event) => choose(event, language)}
          >
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <span className={styles.visuallyHidden}>{t(`language.${language}`)}</span>
          </a>
        ))}
      </div>
      {failed && (
        <p role="alert" className={styles.failure}>
          {t('language.failed')}
        </p>
      )}
    </div>
  );
}

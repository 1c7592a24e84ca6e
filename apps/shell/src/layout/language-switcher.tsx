import { useState } from 'react';
import { useSetAddressLanguage } from '@echowatch/routing';
import type { Language } from '@echowatch/contracts';
import { LANGUAGES, switchLanguage } from '@echowatch/remote-kit';
import { useTexts } from '../i18n/texts';
import * as styles from './language-switcher.module.css';

/**
 * Changes the language of every page at once (remotes share the i18n instance), without a reload,
 * once every part's texts in that language have arrived; if they cannot, the page stays as it was
 * and says so.
 * The address then names the choice (`?lng=`), so a reload, the links from it and a shared copy
 * open in it too.
 */
export function LanguageSwitcher() {
  const { t, language: active } = useTexts();
  const setAddressLanguage = useSetAddressLanguage();
  const [failed, setFailed] = useState(false);
  const choose = (language: Language) => {
    setFailed(false);
    switchLanguage(language).then(
      () => setAddressLanguage(language),
      () => setFailed(true),
    );
  };
  return (
    <div className={styles.languages}>
      <div className={styles.switcher} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={language === active}
          title={t(`language.${language}`)}
          onClick={() => choose(language)}
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className={styles.visuallyHidden}>{t(`language.${language}`)}</span>
        </button>
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

import { useSetAddressLanguage } from '@echowatch/routing';
import { useTranslation } from '@echowatch/translation';
import type { Language } from '@echowatch/contracts';
import { currentLanguage, LANGUAGES } from '@echowatch/remote-kit';
import { SHELL_NAMESPACE } from '../i18n/shell-resources';
import * as styles from './language-switcher.module.css';

/**
 * Changes the language of every page at once (remotes share the i18n instance), without a reload.
 * The address then names the choice (`?lng=`), so a reload, the links from it and a shared copy
 * open in it too.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const setAddressLanguage = useSetAddressLanguage();
  const active = currentLanguage(i18n);
  const choose = (language: Language) => {
    void i18n.changeLanguage(language);
    setAddressLanguage(language);
  };
  return (
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
  );
}

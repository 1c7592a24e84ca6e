import { useTranslation } from '@echowatch/translation';
import { currentLanguage, LANGUAGES } from '@echowatch/remote-kit';
import { SHELL_NAMESPACE } from '../i18n/shell-resources';
import * as styles from './language-switcher.module.css';

/** Changes the language of every page at once (remotes share the i18n instance); no reload. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const active = currentLanguage(i18n);
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
          onClick={() => void i18n.changeLanguage(language)}
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className={styles.visuallyHidden}>{t(`language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}

import { useId } from 'react';
import { Link } from '@echowatch/routing';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import * as page from '../shared/auth-page.module.css';
import * as styles from './login-page.module.css';

/** What the service offers, and the ways in for people without an account here. */
export function LoginIntro() {
  const { t } = useTexts();
  const { brand, links } = useSiteConfig();
  const titleId = useId();
  return (
    <section className={styles.intro} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('login.intro.title', { brand: brand.name })}
      </h2>
      <ul className={styles.benefits}>
        <li>{t('login.intro.mentions')}</li>
        <li>{t('login.intro.sentiment')}</li>
        <li>{t('login.intro.alerts')}</li>
      </ul>
      <p>{t('login.intro.trial')}</p>
      <ul className={page.links}>
        <li>
          {t('login.noAccount')} <Link to="/register">{t('login.signUp')}</Link>
        </li>
        <li>
          <a href={links.governmentLogin}>{t('login.governmentLogin')}</a>
        </li>
      </ul>
    </section>
  );
}

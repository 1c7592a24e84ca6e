import { useEffect, useId, useRef } from 'react';
import { Link } from '@echowatch/routing';
import { useSiteConfig } from '@echowatch/remote-kit';
import { buttonClassName } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';
import * as page from '../shared/auth-page.module.css';
import * as styles from './register-page.module.css';

/** The completion page: validate the e-mail; the government edition also asks to get in touch. */
export function RegisterDone({ email }: { email: string }) {
  const { t } = useTexts();
  const { brand, contact, edition } = useSiteConfig();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={page.sectionTitle}>
        {t('register.done.title')}
      </h2>
      <p className={forms.success}>
        {edition === 'government'
          ? t('register.done.government', { email, brand: brand.name })
          : t('register.done.validate', { email })}
      </p>
      {edition === 'government' && (
        <p>{t('register.done.contact', { hotline: contact.hotline, email: contact.email })}</p>
      )}
      <Link to="/login" className={buttonClassName('primary')}>
        {t('register.done.login')}
      </Link>
    </section>
  );
}

import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import * as styles from './auth-layout.module.css';

/** A dialable tel: target: keeps digits and +, drops the spacing that makes the number readable. */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}

export function SupportPanel() {
  const { t } = useTexts();
  const { brand, contact } = useSiteConfig();
  return (
    <section className={styles.panel} aria-label={t('layout.panelTitle')}>
      <div className={styles.intro}>
        <h2 className={styles.panelHeading}>{t('layout.introTitle', { brand: brand.name })}</h2>
        <p>{t('layout.intro', { brand: brand.name })}</p>
      </div>
      <div className={styles.support}>
        <h2 className={styles.panelHeading}>{t('layout.supportTitle')}</h2>
        <p>{t('layout.supportText', { brand: brand.name })}</p>
        <dl className={styles.contacts}>
          <div>
            <dt>{t('layout.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('layout.hotlineLabel')}</dt>
            <dd>
              <a href={telHref(contact.hotline)}>{contact.hotline}</a>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

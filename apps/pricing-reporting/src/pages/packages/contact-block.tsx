import { useId } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import * as section from './section.module.css';
import * as styles from './contact-block.module.css';

/** A dialable tel: link needs the number without the spaces used to display it. */
function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}

/** Hotline and e-mail of the sales team, from the environment's configuration. */
export function ContactBlock() {
  const { t } = useTexts();
  const { brand, contact } = useSiteConfig();
  const titleId = useId();
  return (
    <section className={section.section} aria-labelledby={titleId}>
      <div className={styles.box}>
        <div>
          <h2 id={titleId} className={section.title}>
            {t('packages.contact.title')}
          </h2>
          <p className={styles.text}>{t('packages.contact.text', { brand: brand.name })}</p>
        </div>
        <dl className={styles.channels}>
          <div>
            <dt>{t('packages.contact.hotline')}</dt>
            <dd>
              <a href={telHref(contact.hotline)} className={styles.link}>
                {contact.hotline}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('packages.contact.email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`} className={styles.link}>
                {contact.email}
              </a>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

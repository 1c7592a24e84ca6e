import { Link } from '@echowatch/routing';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../i18n/texts';
import * as styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTexts();
  const { brand, contact, flags } = useSiteConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            {brand.name}
          </h2>
          <p className={styles.about}>{t('footer.about', { brand: brand.name })}</p>
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legal')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/terms-of-use">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
            {flags.faqs && (
              <li>
                <Link to="/faqs">{t('footer.faqs')}</Link>
              </li>
            )}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <ul className={styles.list}>
            <li>
              {t('footer.hotline')}: <a href={`tel:${contact.hotline.replace(/\s+/g, '')}`}>{contact.hotline}</a>
            </li>
            <li>
              {t('footer.email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</p>
    </footer>
  );
}

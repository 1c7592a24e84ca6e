import { useId } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { buttonClassName } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import * as forms from '../../forms/forms.module.css';
import * as page from '../shared/auth-page.module.css';

/** Businesses register on the business edition; this edition sends them there. */
export function BusinessNotice() {
  const { t } = useTexts();
  const { brand, links } = useSiteConfig();
  const titleId = useId();
  return (
    <section className={page.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('register.business.title')}
      </h2>
      <p className={forms.muted}>{t('register.business.text', { brand: brand.name })}</p>
      <div className={forms.actions}>
        <a href={links.businessEdition} className={buttonClassName('primary')}>
          {t('register.business.link')}
        </a>
      </div>
    </section>
  );
}

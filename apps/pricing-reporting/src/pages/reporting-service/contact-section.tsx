import { useId, type Ref } from 'react';
import { onDemand, useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import type { ReportTypeRequest } from './contact-form-part';
import type { ReferenceOptions } from './use-reference-options';
import { CONTACT_SECTION_ID } from './contact-section-id';
import * as styles from './contact-section.module.css';

// The form library (formik, yup and their helpers: ~22 KB compressed) is half of what this page
// would otherwise download before it goes live. The server renders the form in full; its code
// comes when a visitor reaches for it, and a send tried before that is made once it has come.
const ContactFormOnDemand = onDemand('report-contact', () => import('./contact-form-part').then((module) => module.ContactFormPart));

interface ContactSectionProps {
  ref: Ref<HTMLElement>;
  references: { provinces: ReferenceOptions; industries: ReferenceOptions };
  requested: ReportTypeRequest | null;
}

/** The contact form's section: the form until a request is sent, then the success view. */
export function ContactSection({ ref, references, requested }: ContactSectionProps) {
  const { t } = useTexts();
  const brand = useSiteConfig().brand.name;
  const { provinces, industries } = references;
  const titleId = useId();
  return (
    <section ref={ref} id={CONTACT_SECTION_ID} className={styles.section} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {t('reporting.form.title')}
        </h2>
        <p className={styles.lead}>{t('reporting.form.lead', { brand })}</p>
        <ContactFormOnDemand
          provinces={provinces.list}
          industries={industries.list}
          onRetryProvinces={provinces.retry}
          onRetryIndustries={industries.retry}
          requested={requested}
        />
      </div>
    </section>
  );
}

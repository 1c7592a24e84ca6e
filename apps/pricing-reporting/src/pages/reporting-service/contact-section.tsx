import { useId, type Ref } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { ContactForm } from './contact-form';
import { SendSuccess } from './send-success';
import type { ContactForm as ContactFormState } from './use-contact-form';
import type { ReferenceOptions } from './use-reference-options';
import * as styles from './contact-section.module.css';

interface ContactSectionProps {
  ref: Ref<HTMLElement>;
  form: ContactFormState;
  references: { provinces: ReferenceOptions; industries: ReferenceOptions };
}

/** The contact form's section: the form until a request is sent, then the success view. */
export function ContactSection({ ref, form, references }: ContactSectionProps) {
  const { t } = useTexts();
  const brand = useSiteConfig().brand.name;
  const { provinces, industries } = references;
  const titleId = useId();
  return (
    <section ref={ref} className={styles.section} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {t('reporting.form.title')}
        </h2>
        <p className={styles.lead}>{t('reporting.form.lead', { brand })}</p>
        {form.phase === 'sent' && form.sent ? (
          <SendSuccess request={form.sent} onSendAnother={form.startOver} />
        ) : (
          <ContactForm form={form} provinces={provinces} industries={industries} />
        )}
      </div>
    </section>
  );
}

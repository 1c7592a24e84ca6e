import { useId, useRef, useState } from 'react';
import type { ReportTypeId } from '@echowatch/contracts';
import type { ReportTypeRequest } from './contact-form-part';
import { ContactSection } from './contact-section';
import { IntroSection } from './intro-section';
import { ReportBanner } from './report-banner';
import { REPORT_INTROS } from './report-intros';
import { revealSection } from './reveal-section';
import { useReferenceOptions } from './use-reference-options';
import * as styles from './reporting-service-page.module.css';

/** The report-service page (/reporting-service): banner, the four report types, and the contact form. */
export function ReportingServicePage() {
  const titleId = useId();
  const references = useReferenceOptions();
  const [requested, setRequested] = useState<ReportTypeRequest | null>(null);
  const intros = useRef<Array<HTMLElement | null>>([]);
  const formSection = useRef<HTMLElement>(null);

  function contactAbout(reportType: ReportTypeId) {
    setRequested({ reportType });
    revealSection(formSection.current);
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <ReportBanner
        titleId={titleId}
        onShowIntro={() => revealSection(intros.current[0] ?? null)}
        onShowForm={() => revealSection(formSection.current)}
      />
      <div>
        {REPORT_INTROS.map((intro, index) => (
          <IntroSection
            key={intro.key}
            ref={(element) => {
              intros.current[index] = element;
            }}
            intro={intro}
            number={index + 1}
            total={REPORT_INTROS.length}
            next={REPORT_INTROS[index + 1]}
            onContact={() => contactAbout(intro.reportType)}
            onNext={() => revealSection(intros.current[index + 1] ?? null)}
          />
        ))}
      </div>
      <ContactSection ref={formSection} references={references} requested={requested} />
    </section>
  );
}

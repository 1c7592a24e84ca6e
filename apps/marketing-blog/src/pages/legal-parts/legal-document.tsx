import type { ReactNode } from 'react';
import { LegalPage } from '@echowatch/ui';
import { SiteBreadcrumbs } from '../banner-parts/site-breadcrumbs';
import { LegalContact, type LegalContactKey } from './legal-contact';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';
import { LegalUpdated } from './legal-updated';
import type { LegalSectionContent } from './use-legal-text';

interface LegalDocumentProps {
  /** The id of the page's h1, which names the article. */
  titleId: string;
  title: string;
  /** The sentence under the title; left out inside the app, where the screen is small. */
  intro?: ReactNode;
  updatedOn: string;
  sections: LegalSectionContent[];
  contactKey: LegalContactKey;
  /** Opened inside the app: the banner keeps the title alone. */
  compact?: boolean;
}

/** Both legal pages, in the site's one legal template: trail, contents beside the numbered sections, contact line. */
export function LegalDocument({ titleId, title, intro, updatedOn, sections, contactKey, compact }: LegalDocumentProps) {
  return (
    <LegalPage
      titleId={titleId}
      title={title}
      intro={intro}
      updated={<LegalUpdated isoDate={updatedOn} />}
      aside={<LegalToc sections={sections} />}
      compact={compact}
      breadcrumbs={<SiteBreadcrumbs crumbs={[{ label: title }]} />}
    >
      {sections.map((section, index) => (
        <LegalSection key={section.id} section={section} number={index + 1} />
      ))}
      <LegalContact i18nKey={contactKey} />
    </LegalPage>
  );
}

import type { ReactNode } from 'react';
import { ContentWidth } from '../layout/content-width';
import { PageBanner } from '../page-banner/page-banner';
import * as styles from './legal-page.module.css';

export interface LegalPageProps {
  /** The id of the page's h1, which names the article. */
  titleId: string;
  title: ReactNode;
  /** The sentence under the title; left out where the screen is small (inside the app). */
  intro?: ReactNode;
  /** When the text last changed, already worded and dated. */
  updated: ReactNode;
  /** Beside the text on a desktop, above it on a phone: the contents. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The one template of the site's legal pages (terms, privacy): banner, contents, text. */
export function LegalPage({ titleId, title, intro, updated, aside, children }: LegalPageProps) {
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <PageBanner variant="soft" titleId={titleId} title={title} lead={intro}>
        <p className={styles.updated}>{updated}</p>
      </PageBanner>
      <ContentWidth className={styles.layout}>
        {aside && <div className={styles.aside}>{aside}</div>}
        <div className={styles.body}>{children}</div>
      </ContentWidth>
    </article>
  );
}

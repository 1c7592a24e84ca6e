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
  /** A small screen with a bar of its own (inside the app): the banner keeps the title alone. */
  compact?: boolean;
  /** The trail to the page (`Breadcrumbs`), above the title; not in the compact banner. */
  breadcrumbs?: ReactNode;
  children: ReactNode;
}

/** The one template of the site's legal pages (terms, privacy): banner, contents, text. */
export function LegalPage({ titleId, title, intro, updated, aside, compact = false, breadcrumbs, children }: LegalPageProps) {
  const date = <p className={styles.updated}>{updated}</p>;
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      {compact ? (
        <PageBanner variant="soft" titleId={titleId} title={title} />
      ) : (
        <PageBanner variant="soft" titleId={titleId} title={title} lead={intro} breadcrumbs={breadcrumbs}>
          {date}
        </PageBanner>
      )}
      <ContentWidth className={styles.layout}>
        {/* The text still says when it last changed. */}
        {(aside || compact) && (
          <div className={styles.aside}>
            {compact && date}
            {aside}
          </div>
        )}
        <div className={styles.body}>{children}</div>
      </ContentWidth>
    </article>
  );
}

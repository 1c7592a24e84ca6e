import type { HTMLAttributes, ReactNode } from 'react';
import { CtaRow } from '../cta-row/cta-row';
import { joinClasses } from '../join-classes';
import { ContentWidth } from '../layout/content-width';
import { PageTitle, type TitleScale } from '../page-title/page-title';
import * as styles from './page-banner.module.css';

export type BannerVariant = 'dark' | 'soft';

export interface PageBannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: BannerVariant;
  /** The page's h1. */
  title: ReactNode;
  titleId?: string;
  /** `hero` on landing pages, `document` elsewhere. */
  scale?: TitleScale;
  /** A short line above the title (the section of the site, a category). */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Calls to action, drawn in a row under the lead. */
  actions?: ReactNode;
  /** The trail to the page (`Breadcrumbs`), above everything else. */
  breadcrumbs?: ReactNode;
  children?: ReactNode;
}

/** The top of a page: its title and lead on one of the site's banner treatments. */
export function PageBanner({
  variant = 'soft',
  title,
  titleId,
  scale = 'document',
  eyebrow,
  lead,
  actions,
  breadcrumbs,
  children,
  className,
  ...rest
}: PageBannerProps) {
  return (
    // A div, not a header: wherever a remote's page is drawn, the site's one banner landmark is the shell's.
    <div {...rest} className={joinClasses(styles[variant], className)}>
      <ContentWidth>
        {breadcrumbs}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <PageTitle id={titleId} scale={scale}>
          {title}
        </PageTitle>
        {lead && <p className={styles.lead}>{lead}</p>}
        {actions && <CtaRow className={styles.actions}>{actions}</CtaRow>}
        {children}
      </ContentWidth>
    </div>
  );
}

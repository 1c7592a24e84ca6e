import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { joinClasses } from '../join-classes';
import { ContentWidth } from './content-width';
import * as styles from './section.module.css';

export type SectionTone = 'plain' | 'alt';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading (an h2), which also names the region. */
  heading?: ReactNode;
  /** A sentence under the heading. */
  intro?: ReactNode;
  tone?: SectionTone;
  children: ReactNode;
}

/** A band of a page in the content column, named by its heading when it has one. */
export function Section({ heading, intro, tone = 'plain', className, children, ...rest }: SectionProps) {
  const headingId = useId();
  return (
    <section
      {...rest}
      aria-labelledby={heading ? headingId : rest['aria-labelledby']}
      className={joinClasses(tone === 'alt' ? styles.alt : styles.section, className)}
    >
      <ContentWidth>
        {heading && (
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </ContentWidth>
    </section>
  );
}

import type { ReactNode } from 'react';
import * as styles from './reference.module.css';

/** A table with its caption; on a narrow screen it scrolls sideways inside its own labelled box. */
export function TableBox({ captionId, caption, children }: { captionId: string; caption: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard
    <div className={styles.tableBox} role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

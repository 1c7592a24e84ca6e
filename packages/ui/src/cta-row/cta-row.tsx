import type { HTMLAttributes } from 'react';
import { joinClasses } from '../join-classes';
import * as styles from './cta-row.module.css';

export interface CtaRowProps extends HTMLAttributes<HTMLDivElement> {
  align?: 'start' | 'center';
}

/** A row of calls to action (buttons or links drawn as buttons). */
export function CtaRow({ align = 'start', className, ...rest }: CtaRowProps) {
  return <div {...rest} className={joinClasses(align === 'center' ? styles.centered : styles.ctaRow, className)} />;
}

import type { HTMLAttributes } from 'react';
import { joinClasses } from '../join-classes';
import * as styles from './page-title.module.css';

export type TitleScale = 'hero' | 'document';

/** The class of a page title, for a heading a page draws itself. */
export function pageTitleClassName(scale: TitleScale = 'document'): string {
  return styles[scale]!;
}

export interface PageTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  scale?: TitleScale;
}

/** The page's one h1, in one of the site's two title sizes. */
export function PageTitle({ scale = 'document', className, children, ...rest }: PageTitleProps) {
  return (
    <h1 {...rest} className={joinClasses(pageTitleClassName(scale), className)}>
      {children}
    </h1>
  );
}

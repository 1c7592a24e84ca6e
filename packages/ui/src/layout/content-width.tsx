import type { ElementType, HTMLAttributes, Ref } from 'react';
import { joinClasses } from '../join-classes';
import * as styles from './content-width.module.css';

export interface ContentWidthProps extends HTMLAttributes<HTMLElement> {
  /** The element drawn; a `div` unless the content is a landmark of its own. */
  as?: ElementType;
  ref?: Ref<HTMLDivElement>;
}

/** The site's content column (width and side edge), the same on every page. */
export function ContentWidth({ as: Element = 'div', className, ...rest }: ContentWidthProps) {
  return <Element {...rest} className={joinClasses(styles.contentWidth, className)} />;
}

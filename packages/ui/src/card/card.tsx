import type { ElementType, HTMLAttributes } from 'react';
import { joinClasses } from '../join-classes';
import * as styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for a self-contained item, `li` inside a `CardGrid`; a `div` otherwise. */
  as?: ElementType;
  /** Lays the card's parts out as a column. */
  stack?: boolean;
}

/** A box of content in the site's one card style. */
export function Card({ as: Element = 'div', stack = false, className, ...rest }: CardProps) {
  return <Element {...rest} className={joinClasses(stack ? styles.stack : styles.card, className)} />;
}

/** A list of cards in as many columns as fit the width. */
export function CardGrid({ className, ...rest }: HTMLAttributes<HTMLUListElement>) {
  return <ul {...rest} className={joinClasses(styles.grid, className)} />;
}

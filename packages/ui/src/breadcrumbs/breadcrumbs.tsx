import type { HTMLAttributes, ReactNode } from 'react';
import { joinClasses } from '../join-classes';
import * as styles from './breadcrumbs.module.css';

export interface Crumb {
  /** Already translated by the caller. */
  label: ReactNode;
  /** Where the crumb leads; the last crumb, the page itself, is never a link. */
  href?: string;
}

export interface CrumbLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface BreadcrumbsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The accessible name of the trail. */
  label: string;
  crumbs: readonly Crumb[];
  /** Draws a crumb's link: a remote passes its router's link; a plain `<a href>` otherwise. */
  renderLink?: (link: CrumbLinkProps) => ReactNode;
}

const plainLink = ({ href, className, children }: CrumbLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** Where the page sits in the site: a trail of links from the home page to the page itself. */
export function Breadcrumbs({ label, crumbs, renderLink = plainLink, className, ...rest }: BreadcrumbsProps) {
  return (
    <nav {...rest} aria-label={label} className={joinClasses(styles.breadcrumbs, className)}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={index} className={styles.crumb}>
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                renderLink({ href: crumb.href, className: styles.link!, children: crumb.label })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

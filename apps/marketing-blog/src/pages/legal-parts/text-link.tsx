import type { ReactNode } from 'react';

/**
 * A link whose text comes from a translation: `TransText` fills in the children, so the element handed
 * to `components` has none of its own.
 */
export function TextLink({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

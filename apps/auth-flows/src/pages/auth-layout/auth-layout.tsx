import type { ReactNode } from 'react';
import { SupportPanel } from './support-panel';
import * as styles from './auth-layout.module.css';

/**
 * The frame every sign-in, registration and account-link page shares: the page's own content
 * (its section with the one h1) beside the support panel, which moves below it on mobile.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.content}>{children}</div>
      <SupportPanel />
    </div>
  );
}

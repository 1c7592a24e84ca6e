import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /**
   * Who may embed this server's files in their pages. The site's own files are for its own pages
   * only; a remote's origin serves its scripts and style sheets to the site's pages on another origin.
   */
  resourcePolicy: 'same-origin' | 'cross-origin';
}

/**
 * The fixed headers every answer carries, HTML or not (helmet keeps the list current with browser
 * guidance instead of each server hand-writing it). The page's Content-Security-Policy depends on
 * the served environment and is set apart; HSTS belongs to the TLS terminator in front of the site.
 */
export function securityHeaders({ resourcePolicy }: SecurityHeaderOptions) {
  return helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: resourcePolicy },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

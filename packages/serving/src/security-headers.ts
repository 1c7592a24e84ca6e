import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /**
   * Who may embed this server's files in their pages. The site's own files are for its own pages
   * only; a remote's origin serves its scripts and style sheets to the site's pages on another origin.
   */
  resourcePolicy: 'same-origin' | 'cross-origin';
}

/**
 * Powerful features no page of the site uses, refused to it and to anything it embeds: a page
 * script that was never meant to ask for the camera cannot. Only features every supported browser
 * knows (an unknown one is a console error).
 */
export const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The fixed headers every answer carries, HTML or not (helmet keeps the list current with browser
 * guidance instead of each server hand-writing it), and the permissions policy, which helmet does
 * not set. The page's Content-Security-Policy depends on the served environment and is set apart;
 * HSTS belongs to the TLS terminator in front of the site.
 */
export function securityHeaders({ resourcePolicy }: SecurityHeaderOptions) {
  const fixed = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: resourcePolicy },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    fixed(req, res, next);
  };
}

/**
 * The headers of `securityHeaders` and `pagePolicy` that only a document acts on: its policy,
 * framing, opener, agent cluster, permissions, DNS prefetching, the legacy download and cross-domain rules, the
 * old XSS filter, and the referrer policy of its links (a file's own requests get the same policy
 * by default). A script, style sheet or picture ignores them, and a page asks for a dozen such
 * files: on a phone's slow link these ~0.8 KB of every answer are time its code waits for.
 * Sniffing (`nosniff`) and who may embed the file (`Cross-Origin-Resource-Policy`) stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Permissions-Policy',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/** Takes the document-only headers off an answer that is a file, once it is sure to send one. */
export function withoutDocumentHeaders(res: Pick<ServerResponse, 'removeHeader'>): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

import { pageLoader } from '@echowatch/remote-kit';
import { wellFormedToken } from './link-token';

// What the address of a mailed link alone decides, before any page renders (docs/product-rules.md,
// R-ROUTE-6). The service is asked in the browser only: a live secret link's answer (a QR code, an
// invitation) is never fetched by the server, so no shared cache can hold it.

/** /reset-2fa/{uid}: a uid that cannot be a link goes to login. */
export const loadReset2faPage = pageLoader(async ({ params }) => (wellFormedToken(params.uid) === null ? { redirect: '/login' } : undefined));

/** /user?requestId=…: an address without a request id that can be one names no invitation (404). */
export const loadInvitedUserPage = pageLoader(async ({ url }) =>
  wellFormedToken(new URL(url, 'http://site').searchParams.get('requestId')) === null ? 'not-found' : undefined,
);

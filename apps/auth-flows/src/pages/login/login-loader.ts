import { pageLoader } from '@echowatch/remote-kit';

// /login, and /login/reset after a new password was set.
const LOGIN_PATHS: ReadonlySet<string> = new Set(['', 'reset']);

/** The login page fetches nothing; an address under /login that names neither of its views is no page (404). */
export const loadLoginPage = pageLoader(async ({ params }) => (LOGIN_PATHS.has((params['*'] ?? '').replace(/\/+$/, '')) ? undefined : 'not-found'));

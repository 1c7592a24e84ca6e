import type { MountedRoute } from './mounted-routes';

/**
 * Everything a public sandbox answers, and nothing else: the calls of the services it stands in
 * for, its health check and the captcha provider the sign-in forms need. Test and inspection
 * helpers (outbox, failure reports, stored contact requests, account makers) are local only.
 * `public-surface.test.ts` walks the app in public mode and fails on any route not listed here;
 * docs/security.md lists the same surface.
 */
export const PUBLIC_SURFACE: readonly MountedRoute[] = [
  { method: 'GET', path: '/__health' },
  { method: 'POST', path: '/__sandbox/captcha/token' },
  // Sign-in, registration and recovery (docs/account-calls.md).
  { method: 'POST', path: '/api/login' },
  { method: 'POST', path: '/api/login-by-phone' },
  { method: 'POST', path: '/two-factor/validate-otp' },
  { method: 'POST', path: '/two-factor/reset' },
  { method: 'USE', path: '/two-factor/reset-2fa' },
  { method: 'POST', path: '/two-factor/confirm' },
  { method: 'POST', path: '/register/check-infos' },
  { method: 'POST', path: '/register/check-phone-info' },
  { method: 'POST', path: '/register/user' },
  { method: 'POST', path: '/register/user/lite' },
  { method: 'POST', path: '/register/confirm' },
  { method: 'POST', path: '/register/resend-confirm-email' },
  { method: 'GET', path: '/user/get-invited-user' },
  { method: 'POST', path: '/user/confirm-invited-user' },
  { method: 'POST', path: '/api/forget-password' },
  { method: 'POST', path: '/api/validate-link' },
  { method: 'POST', path: '/api/reset-password-new' },
  { method: 'GET', path: '/api/user' },
  { method: 'POST', path: '/api/logout' },
  { method: 'GET', path: '/console' },
  // Stands in for the government edition's own sign-in site, which the login page links to (static text).
  { method: 'GET', path: '/government-login' },
  // Site calls.
  { method: 'GET', path: '/register/get-location' },
  { method: 'GET', path: '/register/industry/get-all' },
  { method: 'POST', path: '/report-contact/send' },
  // The blog service.
  { method: 'GET', path: '/blog-api/blogs' },
  { method: 'GET', path: '/blog-api/blogs/:slug' },
  { method: 'GET', path: '/blog-api/media/thumbnails/:file' },
  { method: 'GET', path: '/blog-api/media/reports/:file' },
  // The open API (packages/open-api-spec).
  { method: 'GET', path: '/open-api/openapi.json' },
  { method: 'GET', path: '/open-api/topic/list' },
  { method: 'POST', path: '/open-api/news/search' },
  { method: 'POST', path: '/open-api/news/view-article' },
  { method: 'POST', path: '/open-api/user/list-alert-setting' },
  { method: 'POST', path: '/open-api/notification/internal/user/get' },
  { method: 'POST', path: '/open-api/notification/get-article' },
  { method: 'POST', path: '/open-api/statistics/sources' },
  { method: 'POST', path: '/open-api/statistics/sentiments' },
  { method: 'POST', path: '/open-api/statistics/domains' },
  { method: 'POST', path: '/open-api/statistics/interactions' },
  { method: 'POST', path: '/open-api/statistics/demographic' },
  { method: 'POST', path: '/open-api/statistics/fb-group' },
  { method: 'POST', path: '/open-api/statistics/news-group' },
];

export const routeName = ({ method, path }: MountedRoute): string => `${method} ${path}`;

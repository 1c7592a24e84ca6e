import { createPath, redirect } from 'react-router';
import { keepLanguage } from './keep-language';

/**
 * A loader's redirect to `to`, a path of the site, keeping the language the requested address names
 * (see keepLanguage): on the server an HTTP 302, in the browser a navigation that replaces the entry.
 */
export function languageRedirect(to: string, request: Request): Response {
  const target = keepLanguage(to, new URL(request.url).search);
  return redirect(typeof target === 'string' ? target : createPath(target));
}

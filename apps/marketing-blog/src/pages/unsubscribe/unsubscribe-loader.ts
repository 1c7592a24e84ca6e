import { pageLoader } from '@echowatch/remote-kit';
import { industriesCall } from './use-industry';
import { readUnsubscribeQuery } from './unsubscribe-query';

/** The result names the industry the link was for: the page renders with the industry list. */
export const loadUnsubscribePage = pageLoader(async ({ api, url, take }) => {
  if (readUnsubscribeQuery(new URL(url, 'http://site').searchParams).industryId !== null) await take(industriesCall(api));
});

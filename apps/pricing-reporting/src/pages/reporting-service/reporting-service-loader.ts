import { pageLoader } from '@echowatch/remote-kit';
import { referenceCalls } from './use-reference-options';

/** The form renders with its provinces and industries to choose from. */
export const loadReportingServicePage = pageLoader(async ({ api, take }) => {
  const calls = referenceCalls(api);
  await Promise.allSettled([take(calls.provinces), take(calls.industries)]);
});

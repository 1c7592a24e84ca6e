import { testSiteConfig } from '@echowatch/test-utils';
import { loadLoginPage } from './login-loader';

const request = (splat: string) => ({
  url: `/login/${splat}`,
  params: { '*': splat },
  language: 'vi' as const,
  config: testSiteConfig(),
  signal: new AbortController().signal,
});

describe('loadLoginPage', () => {
  it('finds that an address under /login naming neither of its views is no page (404)', async () => {
    for (const unknown of ['anything', 'reset/more', 'otp']) {
      expect({ unknown, head: (await loadLoginPage(request(unknown))).head }).toEqual({ unknown, head: 'not-found' });
    }
  });

  it('leaves /login and /login/reset to the page, fetching nothing', async () => {
    for (const known of ['', 'reset', 'reset/']) {
      expect(await loadLoginPage(request(known))).toEqual({ data: {}, complete: true });
    }
  });
});

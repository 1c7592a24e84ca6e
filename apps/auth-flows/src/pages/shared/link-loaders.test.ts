import type { PageLoadRequest } from '@echowatch/contracts';
import { testSiteConfig } from '@echowatch/test-utils';
import { loadInvitedUserPage, loadReset2faPage } from './link-loaders';

const request = (url: string, params: Record<string, string> = {}): PageLoadRequest => ({
  url,
  params,
  language: 'vi',
  config: testSiteConfig(),
  signal: new AbortController().signal,
});

describe('the loaders of mailed links', () => {
  it('send a 2FA-reset address that cannot be a link to login, and leave a well-formed one to the page', async () => {
    expect(await loadReset2faPage(request('/reset-2fa/a%2Fb', { uid: 'a/b' }))).toMatchObject({ redirect: '/login' });
    expect(await loadReset2faPage(request('/reset-2fa/..', { uid: '..' }))).toMatchObject({ redirect: '/login' });
    expect(await loadReset2faPage(request('/reset-2fa/QX-1_b', { uid: 'QX-1_b' }))).toEqual({ data: {}, complete: true });
  });

  it('find no invitation behind an address without a request id that can be one', async () => {
    expect(await loadInvitedUserPage(request('/user'))).toMatchObject({ head: 'not-found' });
    expect(await loadInvitedUserPage(request('/user?requestId=%20&cto=a@b.vn'))).toMatchObject({ head: 'not-found' });
    expect(await loadInvitedUserPage(request('/user?requestId=r-1&cto=a@b.vn'))).toEqual({ data: {}, complete: true });
  });
});

import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { apiServer, renderWithShell, TEST_SSO, testSiteConfig } from '@echowatch/test-utils';
import '../i18n/register';
import { SessionGuard } from './session-guard';

function guardedPage(redirect: (url: string) => void) {
  return (
    <SessionGuard redirect={redirect}>
      <h1>Sign in</h1>
    </SessionGuard>
  );
}

describe('SessionGuard', () => {
  it('shows the page to a visitor without a session', async () => {
    apiServer.use(http.get(`${TEST_SSO}/api/user`, () => HttpResponse.json({ code: 401, message: 'Not signed in', data: null })));
    const redirect = jest.fn();
    await renderWithShell(guardedPage(redirect), { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor to the console without showing the page', async () => {
    apiServer.use(
      http.get(`${TEST_SSO}/api/user`, () =>
        HttpResponse.json({ code: 0, message: '', data: { username: 'an', email: 'an@x.vn', full_name: 'An' } }),
      ),
    );
    const redirect = jest.fn();
    await renderWithShell(guardedPage(redirect));
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(redirect).toHaveBeenCalledWith(testSiteConfig().hosts.console);
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows the page when the session service cannot be reached', async () => {
    apiServer.use(http.get(`${TEST_SSO}/api/user`, () => HttpResponse.error()));
    const redirect = jest.fn();
    await renderWithShell(guardedPage(redirect));
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 4000 })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });
});

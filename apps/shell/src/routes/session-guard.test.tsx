import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { apiServer, renderWithShell, TEST_SSO, testSiteConfig } from '@echowatch/test-utils';
import '../testing/all-texts';
import { SessionGuard, SESSION_CHECK_TIMEOUT_MS } from './session-guard';

function guardedPage(redirect: (url: string) => void) {
  return (
    <SessionGuard redirect={redirect}>
      <h1>Sign in</h1>
    </SessionGuard>
  );
}

const SIGNED_IN = { code: 0, message: '', data: { username: 'an', email: 'an@x.vn', full_name: 'An' } };

describe('SessionGuard', () => {
  it('shows the page at once to a visitor without a session, and keeps it', async () => {
    apiServer.use(http.get(`${TEST_SSO}/api/user`, () => HttpResponse.json({ code: 401, message: 'Not signed in', data: null })));
    const redirect = jest.fn();
    await renderWithShell(guardedPage(redirect), { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor to the console and says so in place of the page', async () => {
    apiServer.use(http.get(`${TEST_SSO}/api/user`, () => HttpResponse.json(SIGNED_IN)));
    const redirect = jest.fn();
    await renderWithShell(guardedPage(redirect), { language: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('You are already signed in. Taking you to the console…');
    expect(redirect).toHaveBeenCalledWith(testSiteConfig().hosts.console);
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('keeps the page when the session service cannot be reached', async () => {
    apiServer.use(http.get(`${TEST_SSO}/api/user`, () => HttpResponse.error()));
    const redirect = jest.fn();
    await renderWithShell(guardedPage(redirect));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('ignores a session answer that comes after the visitor may have started typing', async () => {
    apiServer.use(
      http.get(`${TEST_SSO}/api/user`, async () => {
        await delay(SESSION_CHECK_TIMEOUT_MS + 300);
        return HttpResponse.json(SIGNED_IN);
      }),
    );
    const redirect = jest.fn();
    await renderWithShell(guardedPage(redirect));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TIMEOUT_MS + 600));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument());
    expect(redirect).not.toHaveBeenCalled();
  }, 10_000);
});

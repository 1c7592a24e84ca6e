import { http, HttpResponse, delay } from 'msw';
import { useEffect, useState, type ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useNavigate } from '@echowatch/routing';
import { Route, Routes } from '@echowatch/routing/testing';
import { apiServer, renderWithShell, TEST_SSO, testSiteConfig } from '@echowatch/test-utils';
import '../testing/all-texts';
import { PageReadyMark } from '../rendering/page-ready';
import { SessionGuard, SESSION_CHECK_TIMEOUT_MS } from './session-guard';

// The page marks itself live when it has hydrated, as every routed page does.
function guardedPage(redirect: (url: string) => void, mark: ReactNode = <PageReadyMark />) {
  return (
    <SessionGuard redirect={redirect}>
      <h1>Sign in</h1>
      {mark}
    </SessionGuard>
  );
}

// A page whose code is still on its way: it goes live when the test says so.
let goLive = () => undefined as void;
function LiveLater() {
  const [live, setLive] = useState(false);
  useEffect(() => {
    goLive = () => setLive(true);
  }, []);
  return live ? <PageReadyMark /> : null;
}

const SIGNED_IN = { code: 0, message: '', data: { username: 'an', email: 'an@x.vn', full_name: 'An' } };

describe('SessionGuard', () => {
  // First: once a page of the site is live, it stays so for the rest of this file.
  it('asks for the session only once the page is live, so its code does not compete with the page\'s', async () => {
    let asked = 0;
    apiServer.use(
      http.get(`${TEST_SSO}/api/user`, () => {
        asked += 1;
        return HttpResponse.json({ code: 401, message: 'Not signed in', data: null });
      }),
    );
    await renderWithShell(guardedPage(jest.fn(), <LiveLater />), { language: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
    act(() => goLive());
    await waitFor(() => expect(asked).toBe(1));
  });

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

  describe('when the page gives way on its own before the answer', () => {
    // An invitation page whose invitation does not exist replaces itself with the not-found page.
    let giveWay = () => undefined as void;
    function InvitationPage() {
      const navigate = useNavigate();
      useEffect(() => {
        giveWay = () => navigate('/404', { replace: true });
      }, [navigate]);
      return <h1>Invitation</h1>;
    }
    function site(redirect: (url: string) => void) {
      return (
        <Routes>
          <Route path="/user" element={guardedPage(redirect, <InvitationPage />)} />
          <Route path="/404" element={<h1>Not found</h1>} />
        </Routes>
      );
    }
    function answerSignedInLater(): () => void {
      let answer = () => undefined as void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      apiServer.use(
        http.get(`${TEST_SSO}/api/user`, async () => {
          await answered;
          return HttpResponse.json(SIGNED_IN);
        }),
      );
      return answer;
    }

    it('still sends a signed-in visitor to the console', async () => {
      const answer = answerSignedInLater();
      const redirect = jest.fn();
      await renderWithShell(site(redirect), { route: '/user?requestId=gone', language: 'en' });
      act(() => giveWay());
      expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
      answer();
      await waitFor(() => expect(redirect).toHaveBeenCalledWith(testSiteConfig().hosts.console));
      expect(redirect).toHaveBeenCalledTimes(1);
    });

    it('leaves a visitor who pressed or typed something since where they are', async () => {
      const answer = answerSignedInLater();
      const redirect = jest.fn();
      const { user } = await renderWithShell(site(redirect), { route: '/user?requestId=gone', language: 'en' });
      await user.keyboard('{Tab}');
      act(() => giveWay());
      expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
      answer();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(redirect).not.toHaveBeenCalled();
    });
  });
});

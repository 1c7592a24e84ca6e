import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { hasSignedInNote, noteSignedIn } from '@echowatch/remote-kit';
import { apiServer, renderWithShell, TEST_SSO, testSiteConfig } from '@echowatch/test-utils';
import '../testing/all-texts';
import { PageReadyMark } from '../rendering/page-ready';
import { SiteLayout } from './site-layout';

const SIGNED_IN = { code: 0, message: '', data: { username: 'an', email: 'an@x.vn', full_name: 'An' } };

const open = () =>
  renderWithShell(
    <SiteLayout>
      <h1>Pricing</h1>
      <PageReadyMark />
    </SiteLayout>,
    { language: 'en' },
  );

const banner = () => within(screen.getByRole('banner'));

describe('SiteHeader', () => {
  afterEach(() => localStorage.clear());

  it('offers log in and register, and asks nothing, where this browser noted no sign-in', async () => {
    // The page is live once rendered, so the header's check has run by now: no handler answers
    // /api/user, and a call would fail the test.
    await open();
    expect(banner().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(banner().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(banner().queryByRole('link', { name: 'Open console' })).not.toBeInTheDocument();
  });

  it('offers the console to a visitor who signed in here, while the service confirms the session', async () => {
    apiServer.use(http.get(`${TEST_SSO}/api/user`, () => HttpResponse.json(SIGNED_IN)));
    noteSignedIn();
    await open();
    expect(await banner().findByRole('link', { name: 'Open console' })).toHaveAttribute('href', testSiteConfig().hosts.console);
    expect(banner().queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(banner().queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(hasSignedInNote()).toBe(true);
  });

  it('offers log in again, and drops the note, once the session has ended in the console', async () => {
    apiServer.use(http.get(`${TEST_SSO}/api/user`, () => HttpResponse.json({ code: 401, message: 'Not signed in', data: null })));
    noteSignedIn();
    await open();
    await waitFor(() => expect(banner().getByRole('link', { name: 'Log in' })).toBeInTheDocument());
    await waitFor(() => expect(hasSignedInNote()).toBe(false));
    expect(banner().queryByRole('link', { name: 'Open console' })).not.toBeInTheDocument();
  });
});

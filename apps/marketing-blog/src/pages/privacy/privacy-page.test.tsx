import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { PrivacyPage } from './privacy-page';

const SECTION_IDS = ['use-of-information', 'information-collected', 'cookies', 'sharing-with-others'];

const VI_TITLES = [
  'Chúng tôi làm gì với thông tin của bạn',
  'Chúng tôi thu thập những thông tin nào',
  'Cookie',
  'Chúng tôi có cung cấp thông tin cho bên khác không?',
];

const EN_TITLES = [
  'What we do with your information',
  'What information we collect',
  'Cookies',
  'Do we share information with other parties?',
];

const VI_INTRO = /EchoWatch tôn trọng quyền riêng tư/;
const EN_INTRO = /EchoWatch respects the privacy/;

function sectionHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

function banner() {
  return screen.getByRole('heading', { level: 1 }).parentElement!;
}

describe('PrivacyPage', () => {
  it.each([
    ['vi', 'Chính sách bảo mật', VI_TITLES, 'Mục lục'],
    ['en', 'Privacy Policy', EN_TITLES, 'Contents'],
  ] as const)('shows one title and the four sections in order (%s)', async (language, title, titles, contents) => {
    await renderWithShell(<PrivacyPage />, { route: '/privacy-policy', language });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(titles.map((name, index) => `${index + 1}. ${name}`));
    const links = within(screen.getByRole('navigation', { name: contents })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SECTION_IDS.map((id) => `#${id}`));
    for (const id of SECTION_IDS) expect(document.getElementById(id)).not.toBeNull();
  });

  it('has a full banner with the title, an introduction and the updated date', async () => {
    await renderWithShell(<PrivacyPage />, { route: '/privacy-policy', language: 'en' });
    expect(within(banner()).getByText(EN_INTRO)).toBeInTheDocument();
    expect(within(banner()).getByText('1 October 2026')).toHaveAttribute('dateTime', '2026-10-01');
  });

  it.each([
    ['vi', VI_INTRO, '01/10/2026'],
    ['en', EN_INTRO, '1 October 2026'],
  ] as const)('shortens the banner to the title alone when opened from the app (%s)', async (language, intro, date) => {
    await renderWithShell(<PrivacyPage />, { route: '/privacy-policy?from=app', language });
    expect(banner().children).toHaveLength(1);
    expect(screen.queryByText(intro)).not.toBeInTheDocument();
    // The date moves out of the banner but the policy still says when it changed.
    expect(within(banner()).queryByText(date)).not.toBeInTheDocument();
    expect(screen.getByText(date)).toBeInTheDocument();
    expect(sectionHeadings()).toHaveLength(4);
  });

  it('keeps the full banner for any other from value', async () => {
    await renderWithShell(<PrivacyPage />, { route: '/privacy-policy?from=web', language: 'vi' });
    expect(within(banner()).getByText(VI_INTRO)).toBeInTheDocument();
  });

  it('ends with the configured contact as links', async () => {
    await renderWithShell(<PrivacyPage />, { route: '/privacy-policy', language: 'vi' });
    expect(screen.getByRole('link', { name: 'contact@echowatch.vn' })).toHaveAttribute(
      'href',
      'mailto:contact@echowatch.vn',
    );
    expect(screen.getByRole('link', { name: '1900 6868' })).toHaveAttribute('href', 'tel:19006868');
  });
});

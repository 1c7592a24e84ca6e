import { screen, waitFor, within } from '@testing-library/react';
import { renderOnServer, renderWithShell, testSiteConfig } from '@echowatch/test-utils';
import { en } from '../../i18n/faq/en';
import { vi } from '../../i18n/faq/vi';
import '../../testing/all-texts';
import { LocationProbe } from '../../testing/blog-fixtures';
import { faqAnswerAddress, readFaqChoice, readFaqHash, type FaqTopic } from './faq-content';
import { loadFaqPage } from './faq-view';
import { FaqPage } from './faq-page';

function open(route: string, language: 'vi' | 'en' = 'en') {
  return renderWithShell(
    <>
      <FaqPage />
      <LocationProbe />
    </>,
    { route, path: '/faqs/*', language },
  );
}

const crumbs = () =>
  within(screen.getByRole('navigation', { name: /^(Breadcrumb|Đường dẫn)$/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('FaqPage', () => {
  it('has the same topics and questions in both languages', () => {
    const shape = (topics: readonly { questions: readonly unknown[] }[]) => topics.map((topic) => topic.questions.length);
    expect(shape(vi.faq.topics)).toEqual(shape(en.faq.topics));
    expect(vi.faq.topics.length).toBeGreaterThanOrEqual(5);
  });

  it('lists every topic with links to its answers at /faqs', async () => {
    await open('/faqs');
    const title = screen.getByRole('heading', { level: 1, name: "Product's FAQs" });
    // The soft band holds the trail and the title.
    expect(title.closest('.soft')).toContainElement(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs()).toEqual(['Support', 'All topics']);
    expect(screen.getByText('All topics', { selector: 'nav[aria-label="Breadcrumb"] span' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    const data = screen.getByRole('region', { name: 'Data and sources' });
    expect(within(data).getByRole('link', { name: 'Can I see data from previous months?' })).toHaveAttribute(
      'href',
      '/faqs/detail?topic=1&question=2',
    );
    expect(screen.getByRole('link', { name: 'What is EchoWatch?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1900 6868' })).toHaveAttribute('href', 'tel:19006868');
  });

  it('answers the question of the query, with the breadcrumb Support > topic > question and the All topics tab marked', async () => {
    const { user } = await open('/faqs/detail?topic=1&question=2');
    expect(screen.getByRole('heading', { level: 2, name: 'Can I see data from previous months?' })).toBeInTheDocument();
    expect(screen.getByText(/you can ask for historical data/)).toBeInTheDocument();
    expect(crumbs()).toEqual(['Support', 'Data and sources', 'Can I see data from previous months?']);
    const topicsNav = screen.getByRole('navigation', { name: 'Topics and questions' });
    expect(within(topicsNav).getByRole('link', { name: 'Can I see data from previous months?' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const tabs = screen.getByRole('navigation', { name: 'FAQ pages' });
    expect(within(tabs).getByRole('link', { name: 'All topics' })).toHaveAttribute('aria-current', 'true');
    expect(within(tabs).getByRole('link', { name: 'Common questions' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Data and sources' })).toHaveAttribute('href', '/faqs/detail?topic=1&question=0');

    await user.click(within(topicsNav).getByRole('link', { name: 'Where do alerts arrive?' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/faqs\/detail\?topic=2&question=0$/);
    const answer = screen.getByRole('heading', { level: 2, name: 'Where do alerts arrive?' });
    expect(answer).toHaveFocus();
    expect(crumbs()).toEqual(['Support', 'Alerts and reports', 'Where do alerts arrive?']);
  });

  it('still opens the answer of the product\'s hash #topic#question, and rewrites the address to the query', async () => {
    await open('/faqs/detail?lng=en#1#2');
    expect(screen.getByRole('heading', { level: 2, name: 'Can I see data from previous months?' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Support', 'Data and sources', 'Can I see data from previous months?']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/faqs\/detail\?topic=1&question=2&lng=en$/));
    expect(screen.getByRole('heading', { level: 2, name: 'Can I see data from previous months?' })).not.toHaveFocus();
  });

  it('renders the answer of the query on the server, which never sees a hash', async () => {
    const { Page, prepare } = await import('../../exposes/faq-page');
    await prepare('en');
    const url = '/faqs/detail?topic=2&question=0&lng=en';
    const html = await renderOnServer(<Page config={testSiteConfig()} routeTitle="faqs" />, { url, path: '/faqs/*' });
    expect(html).toContain('Where do alerts arrive?</h2>');
    expect(html).toMatch(/<a [^>]*aria-current="true"[^>]*>All topics<\/a>/);
    expect(html).not.toMatch(/href="[^"]*#\d+#\d+"/);
  });

  it('reads a missing or broken hash as the first question', async () => {
    await open('/faqs/detail#9#x', 'vi');
    expect(screen.getByRole('heading', { level: 1, name: 'Câu hỏi thường gặp về sản phẩm' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'EchoWatch là gì?' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Hỗ trợ', 'Bắt đầu sử dụng', 'EchoWatch là gì?']);
  });

  it('opens and closes the common questions in place at /faqs/common-faqs', async () => {
    const { user } = await open('/faqs/common-faqs');
    expect(crumbs()).toEqual(['Support', 'Common questions']);
    // Native disclosures: the question is a heading in the <summary> that opens and closes its answer.
    const disclosure = (question: string) => screen.getByRole('heading', { level: 2, name: question }).closest('details')!;
    const first = disclosure('Can I try it for free?');
    expect(first).toHaveAttribute('open');
    expect(first).toHaveAttribute('name', 'faq-common');
    expect(screen.getByText(/free 15-day trial with 5,000/)).toBeVisible();
    const other = disclosure('Can I change plans mid-way?');
    expect(other).not.toHaveAttribute('open');
    await user.click(screen.getByRole('heading', { level: 2, name: 'Can I change plans mid-way?' }));
    expect(other).toHaveAttribute('open');
    expect(other).toHaveAttribute('name', 'faq-common');
    expect(screen.getByRole('link', { name: 'Read it in the Plans and billing topic' })).toHaveAttribute(
      'href',
      '/faqs/detail?topic=3&question=1',
    );
  });

  it('knows no other sub-route', async () => {
    await open('/faqs/other');
    expect(screen.getByRole('heading', { level: 1, name: 'Content does not exist' })).toBeInTheDocument();
  });

  it('finds before it renders that an address under it names no view: no page, answered 404', async () => {
    const request = (splat: string) => ({ url: `/faqs/${splat}`, params: { '*': splat }, language: 'en' as const, config: testSiteConfig(), signal: new AbortController().signal });
    await expect(loadFaqPage(request('other'))).resolves.toMatchObject({ head: 'not-found' });
    expect((await loadFaqPage(request(''))).head).toBeUndefined();
    for (const known of ['common-faqs', 'detail', 'detail/']) {
      expect((await loadFaqPage(request(known))).head).toMatchObject({ title: expect.stringMatching(/ – Product's FAQs$/) });
    }
  });

  it('titles an answer its query names by the question, described by the answer', async () => {
    const request = (url: string) => ({ url, params: { '*': 'detail' }, language: 'en' as const, config: testSiteConfig(), signal: new AbortController().signal });
    expect((await loadFaqPage(request('/faqs/detail?topic=1&question=2&lng=en'))).head).toEqual({
      title: "Can I see data from previous months? – Product's FAQs",
      description: expect.stringContaining('you can ask for historical data'),
    });
    expect((await loadFaqPage(request('/faqs/detail?lng=en'))).head).toMatchObject({ title: "All topics – Product's FAQs" });
  });
});

describe('readFaqHash', () => {
  const topics: FaqTopic[] = [
    { title: 'A', questions: [{ q: 'a1', a: '' }, { q: 'a2', a: '' }] },
    { title: 'B', questions: [{ q: 'b1', a: '' }] },
  ];

  it('reads #topic#question and falls back to the first question', () => {
    expect(readFaqHash('#0#1', topics)).toEqual({ topic: 0, question: 1 });
    expect(readFaqHash('#1#0', topics)).toEqual({ topic: 1, question: 0 });
    expect(readFaqHash('#1#5', topics)).toEqual({ topic: 1, question: 0 });
    expect(readFaqHash('#1', topics)).toEqual({ topic: 1, question: 0 });
    expect(readFaqHash('', topics)).toEqual({ topic: 0, question: 0 });
    expect(readFaqHash('#-1#0', topics)).toEqual({ topic: 0, question: 0 });
  });

  it('prefers the query to a hash, and reads a broken query as the first question', () => {
    expect(readFaqChoice('?topic=1&question=0', '#0#1', topics)).toEqual({ topic: 1, question: 0 });
    expect(readFaqChoice('?lng=vi', '#0#1', topics)).toEqual({ topic: 0, question: 1 });
    expect(readFaqChoice('?topic=x&question=1', '', topics)).toEqual({ topic: 0, question: 0 });
    expect(readFaqChoice('?topic=0&question=7', '', topics)).toEqual({ topic: 0, question: 0 });
    expect(readFaqChoice('?topic=0', '', topics)).toEqual({ topic: 0, question: 0 });
  });

  it('writes the answer\'s address as a query', () => {
    expect(faqAnswerAddress({ topic: 1, question: 0 })).toBe('/faqs/detail?topic=1&question=0');
  });
});

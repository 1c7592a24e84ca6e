/** @jest-environment node */
import type { Language } from '@echowatch/contracts';
import { plainText } from '@echowatch/remote-kit';
import { renderOnServer, testSiteConfig, describeOnServerInEachLanguage } from '@echowatch/test-utils';
import { Page, prepare } from './open-api-docs-page';

// The shell's server renders the exposed Page in Node, with no DOM at all, once the expose has
// prepared its texts; this does the same.
const config = testSiteConfig();

/** URLs as the server sees them; the last one opens a reference section, whose tables are a lazy chunk. */
const URLS: Array<[string, RegExp]> = [
  ['/open-api-docs', /<h2\b/],
  ['/open-api-docs/introduction/integration-process', /<h2\b/],
  ['/open-api-docs/news-articles', /<table\b/],
];

const h1Of = (html: string) => plainText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
const H1: Record<Language, string> = { vi: 'Tài liệu Open API', en: 'Open API documentation' };

describeOnServerInEachLanguage((language) => {

  it.each(URLS)('renders the exposed page at %s on the server', async (url, content) => {
    await prepare(language);
    const html = await renderOnServer(<Page config={config} routeTitle="openApiDocs" />, { url, path: '/open-api-docs/*' });
    expect(h1Of(html)).toBe(H1[language]);
    expect(html).toMatch(content);
  });

  it('sends the try-it console taking no input until its code has hydrated it, so nothing typed early is lost', async () => {
    await prepare(language);
    const html = await renderOnServer(<Page config={config} routeTitle="openApiDocs" />, {
      url: '/open-api-docs/news-articles/article-search',
      path: '/open-api-docs/*',
    });
    const body = /<textarea\b[^>]*>/.exec(html)?.[0];
    expect(body).toMatch(/\breadOnly=""/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});

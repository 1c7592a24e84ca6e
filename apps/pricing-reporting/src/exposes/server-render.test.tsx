/** @jest-environment node */
import type { Language } from '@echowatch/contracts';
import { initSiteI18n, plainText } from '@echowatch/remote-kit';
import { renderOnServer, testSiteConfig } from '@echowatch/test-utils';
import { Page } from './pricing-page';

// The shell's server renders the exposed Page in Node, with no DOM at all; this does the same.
const config = testSiteConfig();

/** routeTitle, URL as the server sees it, and the page's h1 there. */
const ROUTES: Array<[string, string, Record<Language, string>]> = [
  ['packages', '/packages?tab=agency', { vi: 'Bảng giá các gói EchoWatch', en: 'EchoWatch packages and pricing' }],
  ['reportingService', '/reporting-service', { vi: 'Dịch vụ báo cáo chuyên sâu từ dữ liệu mạng xã hội', en: 'In-depth reports built on social listening data' }],
];

const h1Of = (html: string) => plainText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');

describe.each(['vi', 'en'] as const)('in %s', (language) => {
  beforeAll(async () => {
    await initSiteI18n({ language });
  });

  it('has no DOM to lean on', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  it.each(ROUTES)('renders the exposed page at %s on the server', async (routeTitle, url, h1) => {
    const html = await renderOnServer(<Page config={config} routeTitle={routeTitle} />, { url });
    expect(h1Of(html)).toContain(h1[language]);
  });

  it('renders both package layouts for CSS to choose from, since the server cannot know the width', async () => {
    const html = await renderOnServer(<Page config={config} routeTitle="packages" />, { url: '/packages' });
    expect(html).toMatch(/<div class="cardsLayout"><div class="wrapper">[\s\S]*<ul class="list"/);
    expect(html).toMatch(/<div class="tableLayout"><div class="wrapper">[\s\S]*<table class="table"/);
  });
});

/** @jest-environment node */
import type { ComponentType } from 'react';
import { REMOTE_EXPOSES, type Language, type RemotePageProps } from '@echowatch/contracts';
import { plainText } from '@echowatch/remote-kit';
import { renderOnServer, testSiteConfig, describeOnServerInEachLanguage } from '@echowatch/test-utils';

// The shell's server renders each exposed Page in Node, with no DOM at all, once the expose has
// prepared its texts; this does the same.
type PageModule = { Page: ComponentType<RemotePageProps>; prepare: (language: Language) => Promise<void> };

const config = testSiteConfig();

/** Expose, routeTitle, URL as the server sees it, the page's h1 there, and the module. */
const PAGES: Array<[string, string, string, Record<Language, string>, () => Promise<PageModule>]> = [
  ['./packages-page', 'packages', '/packages?tab=agency', { vi: 'Bảng giá các gói EchoWatch', en: 'EchoWatch packages and pricing' }, () => import('./packages-page')],
  [
    './reporting-service-page',
    'reportingService',
    '/reporting-service',
    { vi: 'Dịch vụ báo cáo chuyên sâu từ dữ liệu mạng xã hội', en: 'In-depth reports built on social listening data' },
    () => import('./reporting-service-page'),
  ],
];

const h1Of = (html: string) => plainText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');

it('covers every page the contract says this remote exposes', () => {
  expect(PAGES.map(([expose]) => expose)).toEqual([...REMOTE_EXPOSES['pricing-reporting']]);
});

describeOnServerInEachLanguage((language) => {

  it.each(PAGES)('renders %s on the server', async (_expose, routeTitle, url, h1, load) => {
    const { Page, prepare } = await load();
    await prepare(language);
    const html = await renderOnServer(<Page config={config} routeTitle={routeTitle} />, { url });
    expect(h1Of(html)).toContain(h1[language]);
  });

  it('renders both package layouts for CSS to choose from, since the server cannot know the width', async () => {
    const { Page, prepare } = await import('./packages-page');
    await prepare(language);
    const html = await renderOnServer(<Page config={config} routeTitle="packages" />, { url: '/packages' });
    expect(html).toMatch(/<div class="cardsLayout"><div class="wrapper">[\s\S]*<ul class="list"/);
    expect(html).toMatch(/<div class="tableLayout"><div class="wrapper">[\s\S]*<table class="table"/);
  });
});

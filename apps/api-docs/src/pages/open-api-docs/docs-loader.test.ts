import type { PageLoadRequest } from '@echowatch/contracts';
import { testSiteConfig } from '@echowatch/test-utils';
import { loadOpenApiDocsPage } from './docs-loader';

const request = (url: string, splat: string): PageLoadRequest => ({
  url,
  params: { '*': splat },
  language: 'en',
  config: testSiteConfig(),
  signal: new AbortController().signal,
});

describe('loadOpenApiDocsPage', () => {
  it('leaves a known view where it is', async () => {
    const known = await loadOpenApiDocsPage(request('/open-api-docs/introduction/integration-process', 'introduction/integration-process'));
    expect(known).toEqual({ data: {}, complete: true });
    expect(await loadOpenApiDocsPage(request('/open-api-docs', ''))).toEqual({ data: {}, complete: true });
  });

  it('moves an unknown section to the docs root, keeping the query', async () => {
    const moved = await loadOpenApiDocsPage(request('/open-api-docs/retired?from=app&lng=en', 'retired'));
    expect(moved.redirect).toBe('/open-api-docs?from=app&lng=en');
  });

  it('moves an unknown item to its section, and extra segments to the item they follow', async () => {
    expect((await loadOpenApiDocsPage(request('/open-api-docs/introduction/gone', 'introduction/gone'))).redirect).toBe(
      '/open-api-docs/introduction',
    );
    const deeper = await loadOpenApiDocsPage(
      request('/open-api-docs/introduction/integration-process/more?lng=vi', 'introduction/integration-process/more'),
    );
    expect(deeper.redirect).toBe('/open-api-docs/introduction/integration-process?lng=vi');
  });
});

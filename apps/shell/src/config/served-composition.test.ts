import { testSiteConfig } from '@echowatch/test-utils';
import { servedComposition, servedCompositionScript } from './served-composition';

function pageWith(body: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  return doc;
}

describe('the composition a page the server did not render starts with', () => {
  it('is the one the page carries, a canary cohort\'s included, and /env.json is not asked', async () => {
    const config = testSiteConfig();
    config.remotes['marketing-blog'] = 'https://cdn.test/marketing-blog/1.1.0/mf-manifest.json';
    const load = jest.fn(() => Promise.resolve(testSiteConfig()));
    const served = await servedComposition(pageWith(`<div id="root"></div>${servedCompositionScript({ config, canaries: ['marketing-blog'] })}`), load);
    expect(served).toEqual({ config, canaries: ['marketing-blog'] });
    expect(load).not.toHaveBeenCalled();
  });

  it('is /env.json\'s for a page that carries none', async () => {
    const live = testSiteConfig();
    await expect(servedComposition(pageWith('<div id="root"></div>'), () => Promise.resolve(live))).resolves.toEqual({ config: live });
  });

  it('is refused when what the page carries is no composition', async () => {
    const broken = pageWith(servedCompositionScript({ config: { remotes: {} } as never }));
    await expect(servedComposition(broken, () => Promise.resolve(testSiteConfig()))).rejects.toThrow('remotes.marketing-blog is missing');
  });
});

/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { apiServer } from '@echowatch/test-utils/api-server';
import { REMOTE_NAMES, type SiteConfig } from '@echowatch/contracts';
import { createHeldVersions } from './held-versions';
import { assetTags, createRemoteAssets, preloadTag } from './remote-assets';

const VERSION = 'https://cdn.test/marketing-blog/1.0.0';
const MANIFEST = `${VERSION}/mf-manifest.json`;

const manifest = (remoteEntryPath = '') => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: remoteEntryPath } },
  exposes: [
    {
      path: './home-page',
      assets: {
        js: {
          sync: ['static/js/home.js', 'static/js/vendors.js'],
          async: ['static/js/texts-home-vi.1a.js', 'static/js/texts-home-en.2b.js', 'static/js/texts-home-slides-en.3c.js', 'static/js/carousel.4d.js'],
        },
        css: { sync: ['static/css/home.css'], async: ['static/css/newsletter.css'] },
      },
    },
    { path: './privacy-page', assets: { js: { sync: [] }, css: { sync: [], async: [] } } },
  ],
});

/** Serves the manifest (as `answer` says) and any style sheet beside it; counts manifest requests. */
function serveRemote(answer: () => Response = () => HttpResponse.json(manifest())) {
  const requests = { manifest: 0 };
  apiServer.use(
    http.get(MANIFEST, () => {
      requests.manifest += 1;
      return answer();
    }),
    http.get(`${VERSION}/static/css/:file`, () => new HttpResponse('main{color:red}', { headers: { 'Content-Type': 'text/css' } })),
  );
  return requests;
}

describe('assetTags', () => {
  it('names the script preloads as hints, and no manifest (the browser loads the entry straight), the style sheets apart', () => {
    expect(
      assetTags({
        styles: [`${VERSION}/a.css`, `${VERSION}/b.css`],
        scripts: [`${VERSION}/remoteEntry.js`, `${VERSION}/home.js`],
        entry: `${VERSION}/remoteEntry.js`,
      }),
    ).toEqual({
      hints: [
        // Marked: the shell's entry runs it while its startup libraries are still on their way.
        `<link rel="preload" as="script" href="${VERSION}/remoteEntry.js" data-remote-entry>`,
        `<link rel="preload" as="script" href="${VERSION}/home.js">`,
      ],
      // The same files, in the same order, for the document's Link header.
      preloads: [
        { href: `${VERSION}/remoteEntry.js`, as: 'script' },
        { href: `${VERSION}/home.js`, as: 'script' },
      ],
      styles: [`<link rel="stylesheet" href="${VERSION}/a.css">`, `<link rel="stylesheet" href="${VERSION}/b.css">`],
    });
  });

  it('adds the lazy chunks named as the page\'s texts in its language, and no other lazy chunk', () => {
    const lazy = ['texts-home-vi.1a.js', 'texts-home-en.2b.js', 'texts-home-slides-en.3c.js', 'carousel.4d.js'];
    const tags = assetTags({
      styles: [],
      scripts: [`${VERSION}/remoteEntry.js`],
      lazyScripts: lazy.map((file) => `${VERSION}/${file}`),
    }, ['texts-home-en', 'texts-common-en']);
    expect(tags.hints.filter((tag) => tag.includes('as="script"'))).toEqual([
      `<link rel="preload" as="script" href="${VERSION}/remoteEntry.js">`,
      `<link rel="preload" as="script" href="${VERSION}/texts-home-en.2b.js">`,
    ]);
    expect(tags.preloads.map(({ href }) => href)).toEqual([`${VERSION}/remoteEntry.js`, `${VERSION}/texts-home-en.2b.js`]);
  });

  it('escapes the addresses so none can leave its attribute', () => {
    const tags = assetTags({
      styles: ['https://cdn.test/a.css?"><script>alert(1)</script>'],
      scripts: ['https://cdn.test/e.js?x=<y>&z'],
    });
    expect(tags).toMatchObject({
      hints: [
        '<link rel="preload" as="script" href="https://cdn.test/e.js?x=&lt;y>&amp;z">',
      ],
      styles: ['<link rel="stylesheet" href="https://cdn.test/a.css?&quot;>&lt;script>alert(1)&lt;/script>">'],
    });
  });
});

describe('preloadTag', () => {
  // Escaping is held by assetTags' test above; the server writes the shell's texts with it too.
  it('marks only the entry it is given', () => {
    expect(preloadTag({ href: '/texts-vi.1a.js', as: 'script' })).toBe('<link rel="preload" as="script" href="/texts-vi.1a.js">');
    expect(preloadTag({ href: '/e.js', as: 'script' }, '/e.js')).toBe('<link rel="preload" as="script" href="/e.js" data-remote-entry>');
    expect(preloadTag({ href: '/f.js', as: 'script' }, '/e.js')).toBe('<link rel="preload" as="script" href="/f.js">');
  });
});

describe('createRemoteAssets', () => {
  it('names the sync and lazy style sheets and the scripts of an expose beside the manifest', async () => {
    serveRemote();
    const assets = await createRemoteAssets(1000)(MANIFEST, './home-page');
    expect(assets).toMatchObject({
      styles: [`${VERSION}/static/css/home.css`, `${VERSION}/static/css/newsletter.css`],
      scripts: [`${VERSION}/remoteEntry.js`, `${VERSION}/static/js/home.js`, `${VERSION}/static/js/vendors.js`],
      lazyScripts: expect.arrayContaining([`${VERSION}/static/js/texts-home-en.2b.js`, `${VERSION}/static/js/carousel.4d.js`]),
    });
  });

  it('finds the remote entry under the path the manifest gives it', async () => {
    serveRemote(() => HttpResponse.json(manifest('entry')));
    const assets = await createRemoteAssets(1000)(MANIFEST, './privacy-page');
    expect(assets).toMatchObject({ styles: [], scripts: [`${VERSION}/entry/remoteEntry.js`], entry: `${VERSION}/entry/remoteEntry.js` });
  });

  it('still preloads the remote entry for an expose the manifest does not list', async () => {
    serveRemote();
    expect(await createRemoteAssets(1000)(MANIFEST, './missing-page')).toEqual({
      styles: [],
      scripts: [`${VERSION}/remoteEntry.js`],
      entry: `${VERSION}/remoteEntry.js`,
    });
  });

  it('reads a manifest once for every expose of that version', async () => {
    const requests = serveRemote();
    const exposeAssets = createRemoteAssets(1000);
    const [home, privacy] = await Promise.all([exposeAssets(MANIFEST, './home-page'), exposeAssets(MANIFEST, './privacy-page')]);
    await exposeAssets(MANIFEST, './home-page');
    expect(requests.manifest).toBe(1);
    expect(home.scripts[0]).toBe(`${VERSION}/remoteEntry.js`);
    expect(privacy.scripts).toEqual([`${VERSION}/remoteEntry.js`]);
  });

  it('keeps the manifests of different versions apart', async () => {
    const next = 'https://cdn.test/marketing-blog/1.1.0/mf-manifest.json';
    const requests = serveRemote();
    apiServer.use(http.get(next, () => HttpResponse.json({ ...manifest(), metaData: { remoteEntry: { name: 'entry.js', path: '' } } })));
    const exposeAssets = createRemoteAssets(1000);
    expect((await exposeAssets(MANIFEST, './privacy-page')).scripts).toEqual([`${VERSION}/remoteEntry.js`]);
    expect((await exposeAssets(next, './privacy-page')).scripts).toEqual(['https://cdn.test/marketing-blog/1.1.0/entry.js']);
    expect(requests.manifest).toBe(1);
  });

  it('asks again after a failed read instead of remembering the failure', async () => {
    let status = 404;
    const requests = serveRemote(() => (status === 404 ? new HttpResponse('missing', { status }) : HttpResponse.json(manifest())));
    const exposeAssets = createRemoteAssets(1000);
    await expect(exposeAssets(MANIFEST, './home-page')).rejects.toThrow(/404/);
    status = 200;
    await expect(exposeAssets(MANIFEST, './home-page')).resolves.toMatchObject({ scripts: expect.arrayContaining([`${VERSION}/remoteEntry.js`]) });
    expect(requests.manifest).toBe(2);
  });

  it('lets go of a released version\'s manifest and style sheets, and keeps no version it does not hold', async () => {
    const requests = serveRemote();
    const held = createHeldVersions();
    const composition = (version: string) =>
      Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, `https://cdn.test/${remote}/${remote === 'marketing-blog' ? version : '1.0.0'}/mf-manifest.json`])) as SiteConfig['remotes'];
    const exposeAssets = createRemoteAssets(1000, held);
    held.serve(composition('1.0.0'));
    await exposeAssets(MANIFEST, './home-page');
    await exposeAssets(MANIFEST, './home-page');
    expect(requests.manifest).toBe(1);

    held.serve(composition('1.1.0'));
    held.serve(composition('1.2.0'));
    await exposeAssets(MANIFEST, './home-page');
    await exposeAssets(MANIFEST, './home-page');
    expect(requests.manifest).toBe(3);
  });
});

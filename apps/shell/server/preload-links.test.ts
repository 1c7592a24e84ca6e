import { linkHeader, templateScripts } from './preload-links';

describe('linkHeader', () => {
  it('names each file once, in order', () => {
    expect(
      linkHeader([
        { href: '/main.1a.js', as: 'script' },
        { href: 'https://cdn.test/blog/1.0.0/remoteEntry.js', as: 'script' },
        { href: '/main.1a.js', as: 'script' },
      ]),
    ).toBe(
      '</main.1a.js>; rel=preload; as=script, ' +
        '<https://cdn.test/blog/1.0.0/remoteEntry.js>; rel=preload; as=script',
    );
  });

  it('leaves out an address that could end its reference or split the header, and is absent when nothing is left', () => {
    const unsafe = ['https://cdn.test/a.js?x=>, <https://evil.test/b.js', 'https://cdn.test/a b.js', 'https://cdn.test/a.js\r\nSet-Cookie: x=1', 'https://cdn.test/ả.js', ''];
    expect(linkHeader(unsafe.map((href) => ({ href, as: 'script' })))).toBeUndefined();
    expect(linkHeader([{ href: 'https://cdn.test/a.js\nX: 1', as: 'script' }, { href: '/b.js', as: 'script' }])).toBe('</b.js>; rel=preload; as=script');
  });
});

describe('templateScripts', () => {
  it("finds the scripts the built template's head loads, however their attributes are quoted", () => {
    const template =
      '<!doctype html><html lang=vi><head><script>inline()</script><script defer src=/main.1a.js fetchpriority=high></script>' +
      '<script type=application/json id=ew-startup-scripts>["/startup.2b.js"]</script><script src="/other.3c.js"></script></head>' +
      "<body><script src='/late.4d.js'></script></body></html>";
    expect(templateScripts(template)).toEqual([
      { href: '/main.1a.js', as: 'script' },
      { href: '/other.3c.js', as: 'script' },
    ]);
  });

  it('finds the entry a production template preloads for its early script to run, and no other preload', () => {
    const template =
      '<!doctype html><html lang=vi><head><script>inline()</script><link rel="stylesheet" href="/main.css">' +
      '<link rel="preload" as="script" href="/main.1a.js" fetchpriority="high"><link rel=preload as=style href=/print.css>' +
      '<script type="application/json" id="ew-entry-scripts">["/main.1a.js"]</script></head><body></body></html>';
    expect(templateScripts(template)).toEqual([{ href: '/main.1a.js', as: 'script' }]);
  });
});

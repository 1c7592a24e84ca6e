import { createHash } from 'node:crypto';
import type { SiteConfig } from '@echowatch/contracts';
import { createServerCodePins, type RefusedServerCode, ServerCodeRefusedError, unpinnedRemotes } from './server-code-pins';

const CDN = 'https://cdn.test';
const remotes = {
  'marketing-blog': `${CDN}/marketing-blog/1.1.0/mf-manifest.json`,
  'pricing-reporting': `${CDN}/pricing-reporting/1.0.0/mf-manifest.json`,
  'auth-flows': `${CDN}/auth-flows/1.0.0/mf-manifest.json`,
  'api-docs': `${CDN}/api-docs/1.0.0/mf-manifest.json`,
} as SiteConfig['remotes'];
const PUBLISHED = 'module.exports = { published: true };';
const digest = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const serverDigests = { 'marketing-blog': { 'remoteEntry.js': digest(PUBLISHED) } };

function pins(options?: { required: boolean }) {
  const refused: RefusedServerCode[] = [];
  const created = createServerCodePins((event) => refused.push(event), options);
  return { refused, check: created.check, use: created.use };
}

describe('server code pins', () => {
  it('passes the pinned server file when its bytes match', async () => {
    const { check, use, refused } = pins();
    use({ remotes, serverDigests });
    const answer = await check(`${CDN}/marketing-blog/1.1.0/server/remoteEntry.js`, new Response(PUBLISHED));
    expect(await answer.text()).toBe(PUBLISHED);
    expect(refused).toEqual([]);
  });

  it('refuses a server file changed after it was published, and says which remote and version', async () => {
    const { check, use, refused } = pins();
    use({ remotes, serverDigests });
    const url = `${CDN}/marketing-blog/1.1.0/server/remoteEntry.js`;
    await expect(check(url, new Response(`${PUBLISHED} process.exit(1);`))).rejects.toThrow(ServerCodeRefusedError);
    expect(refused).toEqual([{ remote: 'marketing-blog', version: '1.1.0', url, reason: 'digest' }]);
  });

  it('refuses a server file the publish record does not name, and code outside every version folder', async () => {
    const { check, use, refused } = pins();
    use({ remotes, serverDigests });
    await expect(check(`${CDN}/marketing-blog/1.1.0/server/extra.js`, new Response(PUBLISHED))).rejects.toThrow(ServerCodeRefusedError);
    await expect(check('https://elsewhere.test/evil.js', new Response(PUBLISHED))).rejects.toThrow(ServerCodeRefusedError);
    expect(refused.map((event) => event.remote)).toEqual(['marketing-blog', 'other']);
  });

  it('passes manifests, and remotes the environment does not pin', async () => {
    const { check, use } = pins();
    use({ remotes, serverDigests });
    await expect(check(`${CDN}/marketing-blog/1.1.0/mf-manifest.json`, new Response('{}'))).resolves.toBeInstanceOf(Response);
    await expect(check(`${CDN}/api-docs/1.0.0/server/remoteEntry.js`, new Response('anything'))).resolves.toBeInstanceOf(Response);
  });

  it('checks nothing where the environment pins nothing', async () => {
    const { check, use } = pins();
    use({ remotes });
    await expect(check('https://elsewhere.test/any.js', new Response('x'))).resolves.toBeInstanceOf(Response);
  });

  it('in production, runs no server code of a remote the environment does not pin, and none from outside the version folders', async () => {
    const { check, use, refused } = pins({ required: true });
    use({ remotes, serverDigests });
    const unpinned = `${CDN}/api-docs/1.0.0/server/remoteEntry.js`;
    await expect(check(unpinned, new Response(PUBLISHED))).rejects.toThrow(/api-docs@1\.0\.0\b.*pins no digests/);
    use({ remotes });
    await expect(check('https://elsewhere.test/evil.js', new Response(PUBLISHED))).rejects.toThrow(ServerCodeRefusedError);
    expect(refused).toEqual([
      { remote: 'api-docs', version: '1.0.0', url: unpinned, reason: 'unpinned' },
      { remote: 'other', version: 'other', url: 'https://elsewhere.test/evil.js', reason: 'unpinned' },
    ]);
    // Manifests are data, not code: the pinned remote still finds its files.
    await expect(check(`${CDN}/api-docs/1.0.0/mf-manifest.json`, new Response('{}'))).resolves.toBeInstanceOf(Response);
  });

  it('names the remotes whose server code the environment does not pin', () => {
    expect(unpinnedRemotes({ serverDigests: { ...serverDigests, 'api-docs': {} } })).toEqual(['pricing-reporting', 'auth-flows', 'api-docs']);
    expect(unpinnedRemotes({})).toHaveLength(4);
  });
});

/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SiteConfig } from '@echowatch/contracts';
import { siteApiFor } from './site-api-for';

const configWith = (blog: string) => ({ hosts: { api: 'http://127.0.0.1:1', blog, sso: 'http://127.0.0.1:1' } }) as unknown as SiteConfig;

/** A blog service that notes the name it was started with for each list it is asked for. */
async function blogService(name: string, asked: string[]): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    asked.push(name);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ code: 0, message: 'success', data: { items: [], total: 0 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the site calls on the server', () => {
  it('are set up once for every request naming the same hosts (each request has a copy of the configuration)', () => {
    expect(siteApiFor(structuredClone(configWith('http://blog.test')))).toBe(siteApiFor(structuredClone(configWith('http://blog.test'))));
  });

  it('go to the hosts each configuration names', async () => {
    const asked: string[] = [];
    const [a, b] = await Promise.all([blogService('a', asked), blogService('b', asked)]);
    try {
      const query = { size: 3, page: 0, blogTypeIds: [1], language: 'vi' as const };
      await siteApiFor(configWith(a.url)).getBlogs(query);
      await siteApiFor(configWith(b.url)).getBlogs(query);
      await siteApiFor(configWith(a.url)).getBlogs(query);
      expect(asked).toEqual(['a', 'b', 'a']);
      expect(siteApiFor(configWith(a.url))).not.toBe(siteApiFor(configWith(b.url)));
    } finally {
      a.server.closeAllConnections();
      b.server.closeAllConnections();
      await Promise.all([a, b].map(({ server }) => new Promise((resolve) => server.close(resolve))));
    }
  });
});

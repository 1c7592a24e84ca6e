/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import type { SiteConfig } from '@echowatch/contracts';
import { apiServer } from '@echowatch/test-utils/api-server';
import { siteApiFor } from './site-api-for';

const configWith = (blog: string) => ({ hosts: { api: 'http://api.test', blog, sso: 'http://sso.test' } }) as unknown as SiteConfig;

/** A blog service at `host` that notes its name for each list it is asked for. */
const blogService = (host: string, name: string, asked: string[]) =>
  http.get(`${host}/blogs`, () => {
    asked.push(name);
    return HttpResponse.json({ code: 0, message: 'success', data: { items: [], total: 0 } });
  });

describe('the site calls on the server', () => {
  it('are set up once for every request naming the same hosts (each request has a copy of the configuration)', () => {
    expect(siteApiFor(structuredClone(configWith('http://blog.test')))).toBe(siteApiFor(structuredClone(configWith('http://blog.test'))));
  });

  it('go to the hosts each configuration names', async () => {
    const asked: string[] = [];
    // The service stand-in answers in the process, so the server's short call limit is never what
    // this test measures, however busy the machine.
    apiServer.use(blogService('http://blog-a.test', 'a', asked), blogService('http://blog-b.test', 'b', asked));
    const query = { size: 3, page: 0, blogTypeIds: [1], language: 'vi' as const };
    await siteApiFor(configWith('http://blog-a.test')).getBlogs(query);
    await siteApiFor(configWith('http://blog-b.test')).getBlogs(query);
    await siteApiFor(configWith('http://blog-a.test')).getBlogs(query);
    expect(asked).toEqual(['a', 'b', 'a']);
    expect(siteApiFor(configWith('http://blog-a.test'))).not.toBe(siteApiFor(configWith('http://blog-b.test')));
  });
});

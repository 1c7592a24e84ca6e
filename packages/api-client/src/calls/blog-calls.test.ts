import { http, HttpResponse } from 'msw';
import { apiServer } from '@echowatch/test-utils/api-server';
import { ApiError } from '../errors';
import { createSiteApi } from '../site-api';
import { createSiteApiClients } from '../site-api-clients';
import { EXPERT_HUB_TYPE_IDS } from './blog-calls';

const BLOG = 'http://blog.test/api';
const api = createSiteApi(
  createSiteApiClients({ api: 'http://api.test', blog: BLOG, sso: 'http://sso.test' }, { retryDelayMs: () => 0 }),
);

describe('getBlogs', () => {
  it('sends the list parameters (0-based page, status 1, type ids as a list) and unwraps items and total', async () => {
    let query: URLSearchParams | undefined;
    apiServer.use(
      http.get(`${BLOG}/blogs`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ code: 0, message: 'success', data: { items: [], total: 42 } });
      }),
    );
    const result = await api.getBlogs({
      size: 10,
      page: 2,
      blogTypeIds: EXPERT_HUB_TYPE_IDS,
      language: 'vi',
      keyword: '  khủng hoảng ',
      excludeId: 7,
    });
    expect(result).toEqual({ items: [], total: 42 });
    expect(Object.fromEntries(query!)).toEqual({
      size: '10',
      page: '2',
      blog_type_ids: '3,4',
      status: '1',
      language: 'vi',
      keyword: 'khủng hoảng',
      blog_id: '7',
    });
  });

  it('leaves out an empty keyword and the exclusion when there is none', async () => {
    let query: URLSearchParams | undefined;
    apiServer.use(
      http.get(`${BLOG}/blogs`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ code: 0, message: 'success', data: { items: [], total: 0 } });
      }),
    );
    await api.getBlogs({ size: 3, page: 0, blogTypeIds: [1], language: 'en', keyword: '   ' });
    expect(query!.has('keyword')).toBe(false);
    expect(query!.has('blog_id')).toBe(false);
  });
});

describe('getBlogDetail', () => {
  it('asks for the post by its slug', async () => {
    apiServer.use(
      http.get(`${BLOG}/blogs/:slug`, ({ params }) =>
        HttpResponse.json({ code: 0, message: 'success', data: { slug: params.slug, title: 'Social listening basics' } }),
      ),
    );
    await expect(api.getBlogDetail('social-listening-basics')).resolves.toMatchObject({
      slug: 'social-listening-basics',
    });
  });

  it('turns the not-found answer into an ApiError carrying its code', async () => {
    apiServer.use(
      http.get(`${BLOG}/blogs/:slug`, () =>
        HttpResponse.json({ code: 404, message: 'Blog not found', data: null }, { status: 404 }),
      ),
    );
    const failure = api.getBlogDetail('no-such-post');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 404 });
  });
});

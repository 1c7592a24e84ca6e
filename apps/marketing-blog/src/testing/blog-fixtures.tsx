import { http, HttpResponse } from 'msw';
import { useLocation, useNavigate } from '@echowatch/routing';
import type { BlogPost, BlogTypeId } from '@echowatch/api-client';
import { apiServer, TEST_BLOG } from '@echowatch/test-utils';

/** A post as the blog service would answer it. */
export function makePost(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  const type = (((id - 1) % 4) + 1) as BlogTypeId;
  return {
    id,
    slug: `bai-viet-${id}`,
    title: `Bài viết số ${id} về lắng nghe mạng xã hội`,
    content: `<p><strong>Tóm tắt bài ${id}.</strong> Theo dõi thảo luận về thương hiệu.</p><h2>Mục một</h2><p>Nội dung.</p>`,
    thumbnail: `${TEST_BLOG}/media/thumbnails/bai-viet-${id}.png`,
    report_file: type === 4 ? `${TEST_BLOG}/media/reports/bai-viet-${id}.pdf` : null,
    created_at: '2025-11-03T08:05:00+07:00',
    blog_type_id: type,
    blog_type_ids: [type],
    status: 1,
    language: 'vi',
    ...overrides,
  };
}

export interface BlogCall {
  page: number;
  size: number;
  types: string;
  language: string;
  keyword: string | null;
  excluded: string | null;
}

/** A blog service over `posts`: filters by language, types and keyword, pages from 0; records every call. */
export function serveBlogList(posts: BlogPost[]): BlogCall[] {
  const calls: BlogCall[] = [];
  apiServer.use(
    http.get(`${TEST_BLOG}/blogs`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const call: BlogCall = {
        page: Number(query.get('page')),
        size: Number(query.get('size')),
        types: query.get('blog_type_ids') ?? '',
        language: query.get('language') ?? '',
        keyword: query.get('keyword'),
        excluded: query.get('blog_id'),
      };
      calls.push(call);
      const types = call.types.split(',').map(Number);
      const matching = posts.filter(
        (post) =>
          post.language === call.language &&
          types.includes(post.blog_type_id) &&
          String(post.id) !== call.excluded &&
          (!call.keyword || post.title.toLowerCase().includes(call.keyword.toLowerCase())),
      );
      const items = matching.slice(call.page * call.size, (call.page + 1) * call.size);
      return HttpResponse.json({ code: 0, message: 'success', data: { items, total: matching.length } });
    }),
  );
  return calls;
}

/** The blog service's post by slug over `posts`: a slug it does not hold is its 404 envelope. */
export function serveBlogDetail(posts: BlogPost[]): void {
  apiServer.use(
    http.get(`${TEST_BLOG}/blogs/:slug`, ({ params }) => {
      const post = posts.find((item) => item.slug === params.slug);
      return post
        ? HttpResponse.json({ code: 0, message: 'success', data: post })
        : HttpResponse.json({ code: 404, message: 'Blog not found', data: null }, { status: 404 });
    }),
  );
}

/** Shows the router's location and offers history moves, as the browser's address bar and buttons do. */
export function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        history forward
      </button>
    </div>
  );
}

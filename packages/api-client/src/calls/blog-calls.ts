import type { Language } from '@echowatch/contracts';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { callApi } from '../http-client';
import type { SiteApiClients } from '../site-api-clients';

/**
 * The blog service (host `hosts.blog`). The product fixes its parameters (docs/product-rules.md,
 * R-BLOG-7) but not its paths; these are the ones the site and the sandbox agree on:
 *
 * - `GET {blog}/blogs?size=&page=&blog_type_ids=1,2&status=1&language=vi&keyword=&blog_id=`
 *   → `{code: 0, data: {items: BlogPost[], total}}`. `page` counts from 0; `blog_type_ids` is a
 *   comma-separated list; `blog_id` leaves that post out (related blocks); only status 1 is served.
 * - `GET {blog}/blogs/{slug}` → `{code: 0, data: BlogPost}`; an unknown or unpublished slug answers
 *   HTTP 404 with `{code: 404, data: null}`.
 */

/** The ids the blog service files posts under; the expert hub combines expert opinion and industry report. */
export const BLOG_TYPE_IDS = {
  marketingKnowledge: 1,
  solutionHandbook: 2,
  expertOpinion: 3,
  industryReport: 4,
} as const;

export type BlogTypeId = (typeof BLOG_TYPE_IDS)[keyof typeof BLOG_TYPE_IDS];

export const ALL_BLOG_TYPE_IDS: readonly BlogTypeId[] = Object.values(BLOG_TYPE_IDS);
export const EXPERT_HUB_TYPE_IDS: readonly BlogTypeId[] = [BLOG_TYPE_IDS.expertOpinion, BLOG_TYPE_IDS.industryReport];

/** Status of a published post; the only one the site ever asks for. */
export const BLOG_PUBLISHED = 1;

/** The blog service's code for a post that does not exist for the public (unknown or unpublished). */
export const BLOG_NOT_FOUND = RESPONSE_CODE.notFound;

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  /** HTML written in the blog's editor; never rendered without sanitising. */
  content: string;
  /** Absolute URL of the card and sharing image. */
  thumbnail: string;
  /** Absolute URL of the downloadable report, when the post has one. */
  report_file: string | null;
  /** ISO 8601 with offset. */
  created_at: string;
  blog_type_id: BlogTypeId;
  blog_type_ids: BlogTypeId[];
  status: number;
  language: Language;
  /**
   * The same post written in the other languages, where the editors wrote one (published ones
   * only); absent or empty: the post exists in its own language alone (docs/product-rules.md, R-BLOG-8).
   */
  translations?: BlogTranslation[];
}

/** Where a post's translation is: its language and its slug. */
export interface BlogTranslation {
  language: Language;
  slug: string;
}

export interface BlogListQuery {
  size: number;
  /** 0-based, as the service counts. */
  page: number;
  blogTypeIds: readonly number[];
  language: Language;
  keyword?: string;
  /** A post to leave out (the one being read, for the related block). */
  excludeId?: number;
}

export interface BlogListResult {
  items: BlogPost[];
  total: number;
}

export function blogListParams(query: BlogListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    size: query.size,
    page: query.page,
    blog_type_ids: query.blogTypeIds.join(','),
    status: BLOG_PUBLISHED,
    language: query.language,
  };
  const keyword = query.keyword?.trim();
  if (keyword) params.keyword = keyword;
  if (query.excludeId !== undefined) params.blog_id = query.excludeId;
  return params;
}

export function blogCalls({ blog }: SiteApiClients) {
  return {
    async getBlogs(query: BlogListQuery): Promise<BlogListResult> {
      const params = blogListParams(query);
      return (await callApi<BlogListResult>(blog, { method: 'GET', url: '/blogs', params })).data;
    },
    async getBlogDetail(slug: string): Promise<BlogPost> {
      const url = `/blogs/${encodeURIComponent(slug)}`;
      return (await callApi<BlogPost>(blog, { method: 'GET', url })).data;
    },
  };
}

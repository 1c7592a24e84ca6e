import type { SeedPost } from '../seed/blog-seed-types';

export const BLOG_PUBLISHED = 1;
const MAX_PAGE_SIZE = 100;

export interface BlogListFilter {
  size: number;
  page: number;
  typeIds: number[];
  language: 'vi' | 'en' | null;
  keyword: string;
  excludeId: number | null;
}

type QueryValue = string | string[] | undefined;

const first = (value: QueryValue) => (Array.isArray(value) ? value[0] : value);

function integer(value: QueryValue, fallback: number): number | null {
  const text = first(value);
  if (text === undefined || text === '') return fallback;
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Accepts `1,2`, repeated `blog_type_ids=1&blog_type_ids=2` and the bracket form axios would send. */
function idList(...values: QueryValue[]): number[] | null {
  const parts = values.flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
  const ids = parts.flatMap((part) => part.split(',')).filter((part) => part.trim() !== '');
  if (ids.some((id) => !/^\d+$/.test(id.trim()))) return null;
  return ids.map(Number);
}

/** Reads the list parameters (docs/product-rules.md, R-BLOG-7); null when one of them is malformed. */
export function readListFilter(query: Record<string, QueryValue>): BlogListFilter | null {
  const size = integer(query.size, 10);
  const page = integer(query.page, 0);
  const typeIds = idList(query.blog_type_ids, query['blog_type_ids[]']);
  const excludeId = integer(query.blog_id, -1);
  const language = first(query.language) ?? '';
  if (size === null || page === null || typeIds === null || excludeId === null) return null;
  if (size < 1 || size > MAX_PAGE_SIZE || !['', 'vi', 'en'].includes(language)) return null;
  return {
    size,
    page,
    typeIds,
    language: language === '' ? null : (language as 'vi' | 'en'),
    keyword: (first(query.keyword) ?? '').trim(),
    excludeId: excludeId === -1 ? null : excludeId,
  };
}

/** Lower case without Vietnamese marks, so "khung hoang" finds "khủng hoảng". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/gi, 'd').toLowerCase();
}

function postText(post: SeedPost): string {
  const sections = post.sections.flatMap((part) => [part.heading, ...part.paragraphs, ...(part.list ?? [])]);
  return searchable([post.title, post.lead, ...sections].join(' '));
}

/** Published posts only, newest first, filtered and paged (page counts from 0). */
export function listPosts(posts: readonly SeedPost[], filter: BlogListFilter): { items: SeedPost[]; total: number } {
  const words = searchable(filter.keyword).split(/\s+/).filter(Boolean);
  const matching = posts
    .filter((post) => post.status === BLOG_PUBLISHED)
    .filter((post) => filter.language === null || post.language === filter.language)
    .filter((post) => filter.typeIds.length === 0 || filter.typeIds.includes(post.type))
    .filter((post) => post.id !== filter.excludeId)
    .filter((post) => {
      if (words.length === 0) return true;
      const text = postText(post);
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const start = filter.page * filter.size;
  return { items: matching.slice(start, start + filter.size), total: matching.length };
}

export function findPublished(posts: readonly SeedPost[], slug: string): SeedPost | undefined {
  return posts.find((post) => post.slug === slug && post.status === BLOG_PUBLISHED);
}

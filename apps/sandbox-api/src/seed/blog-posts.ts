import { EN_EXPERT_POSTS } from './blog-seed-en-expert';
import { EN_KNOWLEDGE_POSTS } from './blog-seed-en-knowledge';
import { DRAFT_POSTS, UNSAFE_EMBED_POST } from './blog-seed-special';
import type { SeedPost } from './blog-seed-types';
import { translatedSlugs } from './blog-translations';
import { VI_EXPERT_POSTS } from './blog-seed-vi-expert';
import { VI_KNOWLEDGE_POSTS } from './blog-seed-vi-knowledge';

const VI_POSTS: readonly SeedPost[] = [...VI_KNOWLEDGE_POSTS, ...VI_EXPERT_POSTS];

/** A translation is published with its original: the English post carries the Vietnamese post's date. */
function datedWithOriginal(post: SeedPost): SeedPost {
  const original = translatedSlugs(post.slug)
    .map((slug) => VI_POSTS.find((candidate) => candidate.slug === slug))
    .find((candidate) => candidate !== undefined);
  return original ? { ...post, created_at: original.created_at } : post;
}

/** Every post of the sandbox blog, drafts included (the routes never serve those). */
export const BLOG_SEED: readonly SeedPost[] = [
  ...VI_POSTS,
  UNSAFE_EMBED_POST,
  ...EN_KNOWLEDGE_POSTS.map(datedWithOriginal),
  ...EN_EXPERT_POSTS.map(datedWithOriginal),
  ...DRAFT_POSTS,
];

/** What the blog service answers for a post (docs/product-rules.md, R-BLOG-7). */
export interface BlogPostAnswer {
  id: number;
  slug: string;
  title: string;
  content: string;
  thumbnail: string;
  report_file: string | null;
  created_at: string;
  blog_type_id: number;
  blog_type_ids: number[];
  status: number;
  language: 'vi' | 'en';
  translations: { language: 'vi' | 'en'; slug: string }[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The post body as the editor would save it: lead, then sections with headings and lists. */
export function seedPostHtml(post: SeedPost): string {
  const parts = [`<p><strong>${escapeHtml(post.lead)}</strong></p>`];
  for (const part of post.sections) {
    parts.push(`<h2>${escapeHtml(part.heading)}</h2>`);
    parts.push(...part.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`));
    if (part.list) parts.push(`<ul>${part.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
  }
  if (post.rawHtml) parts.push(post.rawHtml);
  return parts.join('\n');
}

/** Media live under the blog host; the base is taken from the request so any port works. */
export function toBlogAnswer(post: SeedPost, mediaBase: string, posts: readonly SeedPost[] = BLOG_SEED): BlogPostAnswer {
  // A translation the public cannot read (a draft) is none.
  const translations = translatedSlugs(post.slug)
    .map((slug) => posts.find((other) => other.slug === slug && other.status === 1))
    .filter((other) => other !== undefined)
    .map((other) => ({ language: other.language, slug: other.slug }));
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    content: seedPostHtml(post),
    thumbnail: `${mediaBase}/media/thumbnails/${post.slug}.png`,
    report_file: post.report ? `${mediaBase}/media/reports/${post.slug}.pdf` : null,
    created_at: post.created_at,
    blog_type_id: post.type,
    blog_type_ids: [post.type],
    status: post.status,
    language: post.language,
    translations,
  };
}

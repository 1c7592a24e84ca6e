import { AGE_BANDS } from '@echowatch/open-api-spec/document';
import { SEED_TOPICS } from '../seed/open-api-seed';
import { AUTHORS, COMMENTS, LOCATIONS, NEWS_BODIES, NEWS_TITLES, POSTS, SITE_DOMAINS, slugOf } from './open-api-article-text';
import { dayFromNumber, dayNumber, DAY_MS, formatApiDateTime } from './open-api-dates';
import { hashText, randomFor, type Random } from './open-api-random';

type Sentiment = -1 | 0 | 1;

/** An article as the API answers it, with `author_display_name` for the alert version. */
export interface ApiArticle {
  index: string;
  id: string;
  url: string;
  domain: string;
  published_time: string;
  title: string;
  summary: string;
  content: string;
  image_sources: string[];
  video_source: string[];
  sentiment: Sentiment;
  article_type: number | null;
  post_id: string | null;
  comment_id: string | null;
  reply_id: string | null;
  like_count: number;
  unlike_count: number;
  share_count: number;
  comment_count: number;
  reply_count: number;
  view_count: number;
  author_display_name: string;
}

/** What the sandbox knows beyond the answer: for filters and statistics. */
export interface SyntheticArticle {
  article: ApiArticle;
  topicId: number;
  sourceId: number;
  publishedAt: number;
  /** A near copy of another article: left out when similar_master is 1. */
  similar: boolean;
  author: { age: number; male: boolean; location: string };
}

const COMMENT_TYPES = new Set([1, 4, 7, 10, 12, -1]);
const REPLY_TYPES = new Set([2, 5, 8]);
const SOCIAL_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, -1] as const;

const platformOf = (type: number) =>
  type === 9 || type === 10 ? 'youtube.com' : type === 11 || type === 12 ? 'instagram.com' : type === 13 || type === -1 ? 'tiktok.com' : 'facebook.com';

const digits = (random: Random, length: number) => Array.from({ length }, (_, i) => random.int(i === 0 ? 1 : 0, 9)).join('');

/** Article ids carry their topic, day and position, with a check so a made-up id is recognised as unknown. */
export function encodeArticleId(topicId: number, day: number, seq: number): string {
  const body = (topicId * 100_000_000_000 + day * 1000 + seq).toString(16).padStart(13, '0');
  return `${body}${(hashText(body) % 4096).toString(16).padStart(3, '0')}`;
}

export function decodeArticleId(id: string): { topicId: number; day: number; seq: number } | null {
  if (!/^[0-9a-f]{16}$/.test(id)) return null;
  const body = id.slice(0, 13);
  if ((hashText(body) % 4096).toString(16).padStart(3, '0') !== id.slice(13)) return null;
  const value = parseInt(body, 16);
  return { topicId: Math.floor(value / 100_000_000_000), day: Math.floor(value / 1000) % 100_000_000, seq: value % 1000 };
}

const topicName = (topicId: number) => SEED_TOPICS.find((topic) => topic.topic_id === topicId)?.topic_name ?? 'Ngân hàng Sao Việt';

/** How many articles a topic has on a day. */
export function articlesOnDay(topicId: number, day: number): number {
  return randomFor(`count:${topicId}:${day}`).int(12, 40);
}

export function generateArticle(topicId: number, day: number, seq: number): SyntheticArticle | null {
  const date = dayFromNumber(day);
  if (!date || seq >= articlesOnDay(topicId, day)) return null;
  const random = randomFor(`article:${topicId}:${day}:${seq}`);
  const total = articlesOnDay(topicId, day);
  const publishedAt = date.getTime() + Math.floor(((seq + random.next()) / total) * DAY_MS);
  const sourceId = random.weighted<number>([[2, 55], [101, 8], [102, 6], [103, 4], [104, 6], [105, 4], [107, 2], [3, 7], [4, 4], [5, 4]]);
  const sentiment = random.weighted<Sentiment>([[-1, 25], [0, 45], [1, 30]]);
  const name = topicName(topicId);
  const fill = (template: string) => template.replaceAll('{topic}', name);
  const month = `${date.getUTCFullYear()}_${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  const id = encodeArticleId(topicId, day, seq);
  const author = { age: random.int(AGE_BANDS[0]!.from, 72), male: random.next() < 0.52, location: random.pick(LOCATIONS) };
  const base = { id, sentiment, author_display_name: random.pick(AUTHORS), published_time: formatApiDateTime(new Date(publishedAt)) };

  let article: ApiArticle;
  if (sourceId === 2) {
    const type = random.pick(SOCIAL_TYPES);
    const domain = platformOf(type);
    const isComment = COMMENT_TYPES.has(type) || REPLY_TYPES.has(type);
    const content = fill(random.pick(isComment ? COMMENTS[sentiment] : POSTS[sentiment]));
    const postId = digits(random, 15);
    const commentId = isComment ? digits(random, 15) : null;
    const replyId = REPLY_TYPES.has(type) ? digits(random, 15) : null;
    const video = type === 9 || type === 13;
    article = {
      ...base,
      index: `social_${month}`,
      url: `https://www.${domain}/${type >= 6 && type <= 8 ? `groups/congdongtaichinh/posts/${postId}` : postId}${commentId ? `?comment_id=${commentId}` : ''}`,
      domain,
      title: isComment ? '' : content.split(/[,.?!]/)[0]!,
      summary: content,
      content,
      image_sources: !isComment && random.next() < 0.5 ? [`https://media.${domain}/sandbox/${postId}.jpg`] : [],
      video_source: video ? [`https://media.${domain}/sandbox/${postId}.mp4`] : [],
      article_type: type,
      post_id: postId,
      comment_id: commentId,
      reply_id: replyId,
      like_count: random.int(0, isComment ? 80 : 900),
      unlike_count: random.int(0, 12),
      share_count: isComment ? 0 : random.int(0, 150),
      comment_count: isComment ? 0 : random.int(0, 300),
      reply_count: isComment && !replyId ? random.int(0, 20) : 0,
      view_count: video ? random.int(500, 60_000) : 0,
    };
  } else {
    const domain = random.pick(SITE_DOMAINS[sourceId]!);
    const title = fill(random.pick(NEWS_TITLES[sentiment]));
    const body = random.pick(NEWS_BODIES);
    article = {
      ...base,
      index: sourceId >= 101 ? `news_${month}` : `forum_${month}`,
      url: `https://${domain}/${slugOf(title)}-${id.slice(0, 8)}.html`,
      domain,
      title,
      summary: `${title}. ${body}`,
      content: `${title}. ${body} ${NEWS_BODIES[(NEWS_BODIES.indexOf(body) + random.int(1, NEWS_BODIES.length - 1)) % NEWS_BODIES.length]}`,
      image_sources: random.next() < 0.7 ? [`https://${domain}/images/${slugOf(title)}.jpg`] : [],
      video_source: [],
      article_type: null,
      post_id: null,
      comment_id: null,
      reply_id: null,
      like_count: 0,
      unlike_count: 0,
      share_count: random.int(0, 80),
      comment_count: random.int(0, 40),
      reply_count: 0,
      view_count: random.int(300, 25_000),
    };
  }
  return { article: inDocumentOrder(article), topicId, sourceId, publishedAt, similar: random.next() < 0.15, author };
}

const FIELD_ORDER: readonly (keyof ApiArticle)[] = [
  'index', 'id', 'url', 'domain', 'published_time', 'title', 'summary', 'content', 'image_sources', 'video_source',
  'sentiment', 'article_type', 'post_id', 'comment_id', 'reply_id', 'like_count', 'unlike_count', 'share_count',
  'comment_count', 'reply_count', 'view_count', 'author_display_name',
];

/** Members in the order the document lists them, so answers read like the documented examples. */
function inDocumentOrder(article: ApiArticle): ApiArticle {
  return Object.fromEntries(FIELD_ORDER.map((field) => [field, article[field]])) as unknown as ApiArticle;
}

export function articlesOfDay(topicId: number, date: Date): SyntheticArticle[] {
  const day = dayNumber(date);
  return Array.from({ length: articlesOnDay(topicId, day) }, (_, seq) => generateArticle(topicId, day, seq)!);
}

/** The article an index name and id point at, or null when they point at nothing. */
export function findArticle(indexName: string, id: string): SyntheticArticle | null {
  const decoded = decodeArticleId(id);
  if (!decoded) return null;
  const found = generateArticle(decoded.topicId, decoded.day, decoded.seq);
  return found && found.article.index === indexName ? found : null;
}

import { RESPONSE_CODE } from '@echowatch/contracts';
import { SEED_TOPIC_GROUPS, SEED_TOPICS } from '../seed/open-api-seed';
import { articlesOfDay, findArticle, type ApiArticle, type SyntheticArticle } from './open-api-articles';
import { refused, type CheckedRequest, type HandlerResult } from './open-api-context';
import { eachDay } from './open-api-dates';

/** The topics a request names through topic_id or group_topic_id; topic_id wins when both are sent. */
export function selectedTopics(body: Record<string, unknown>): number[] | null {
  if (typeof body.topic_id === 'number') {
    return SEED_TOPICS.some((topic) => topic.topic_id === body.topic_id) ? [body.topic_id] : null;
  }
  const group = SEED_TOPIC_GROUPS.find((candidate) => candidate.id === body.group_topic_id);
  return group ? SEED_TOPICS.filter((topic) => topic.parent_topic_id === group.id).map((topic) => topic.topic_id) : null;
}

/** Every article of the selected topics published within the range. */
export function articlesInRange(topics: readonly number[], range: { from: Date; to: Date }): SyntheticArticle[] {
  const days = eachDay(range.from, range.to);
  return topics.flatMap((topicId) =>
    days.flatMap((day) => articlesOfDay(topicId, day)).filter(
      (entry) => entry.publishedAt >= range.from.getTime() && entry.publishedAt <= range.to.getTime(),
    ),
  );
}

const withoutAuthor = ({ author_display_name: _author, ...article }: ApiArticle) => article;
const engagement = ({ article }: SyntheticArticle) =>
  article.like_count + article.share_count * 3 + article.comment_count * 2 + article.view_count / 100;

function matchesFilters(entry: SyntheticArticle, body: Record<string, unknown>): boolean {
  const list = (name: string) => (Array.isArray(body[name]) && (body[name] as unknown[]).length > 0 ? (body[name] as number[]) : null);
  const sentiments = list('sentiments');
  const sources = list('sources');
  const types = list('article_types');
  if (sentiments && !sentiments.includes(entry.article.sentiment)) return false;
  if (sources && !sources.includes(entry.sourceId)) return false;
  if (types && (entry.article.article_type === null || !types.includes(entry.article.article_type))) return false;
  if (body.similar_master === 1 && entry.similar) return false;
  const keywords = typeof body.keywords === 'string' ? body.keywords.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean) : [];
  if (keywords.length > 0) {
    const haystack = `${entry.article.title} ${entry.article.content}`.toLowerCase();
    if (!keywords.some((word) => haystack.includes(word))) return false;
  }
  return true;
}

export function searchArticles({ body, range }: CheckedRequest): HandlerResult {
  const topics = selectedTopics(body);
  if (!topics) return refused(RESPONSE_CODE.inaccessibleContent, 'the topic is not one of your organization');
  let found = articlesInRange(topics, range!).filter((entry) => matchesFilters(entry, body));
  switch (body.order) {
    case 2:
      found.sort((a, b) => a.publishedAt - b.publishedAt);
      break;
    case 15:
      found = found.filter((entry) => entry.sourceId !== 2).sort((a, b) => engagement(b) - engagement(a));
      break;
    case 12:
      found.sort((a, b) => engagement(b) - engagement(a));
      break;
    default:
      found.sort((a, b) => b.publishedAt - a.publishedAt);
  }
  const size = body.size as number;
  const hits = found.slice((body.page as number) * size, (body.page as number) * size + size).map((entry) => withoutAuthor(entry.article));
  return { data: { total: found.length, count: hits.length, hits } };
}

/** The articles named by index_names and ids, in order; 17 when one is unknown or outside the organization. */
function lookUp(body: Record<string, unknown>): SyntheticArticle[] | HandlerResult {
  const indexNames = body.index_names as string[];
  const ids = body.ids as string[];
  if (indexNames.length !== ids.length) return refused(RESPONSE_CODE.invalidParams, 'index_names and ids must have the same length');
  const found = ids.map((id, position) => findArticle(indexNames[position]!, id));
  const missing = found.findIndex((entry) => entry === null);
  return missing >= 0 ? refused(RESPONSE_CODE.inaccessibleContent, `article ${ids[missing]} in ${indexNames[missing]}`) : (found as SyntheticArticle[]);
}

export function viewArticles({ body }: CheckedRequest): HandlerResult {
  const found = lookUp(body);
  return Array.isArray(found) ? { data: found.map((entry) => withoutAuthor(entry.article)) } : found;
}

export function alertArticles({ body }: CheckedRequest): HandlerResult {
  const found = lookUp(body);
  return Array.isArray(found) ? { data: found.map((entry) => entry.article) } : found;
}

export function listTopics(): HandlerResult {
  const topics = SEED_TOPICS.map((topic) => ({ ...topic }));
  const groups = SEED_TOPIC_GROUPS.map((group) => ({ ...group, topics: topics.filter((topic) => topic.parent_topic_id === group.id) }));
  return { data: { topics, groups } };
}

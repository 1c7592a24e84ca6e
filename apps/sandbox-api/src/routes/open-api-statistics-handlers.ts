import { AGE_BANDS, GROUP_ARTICLE_TYPES, NEWS_SOURCE_IDS, SOURCE_IDS } from '@echowatch/open-api-spec/document';
import { RESPONSE_CODE } from '@echowatch/contracts';
import type { SyntheticArticle } from './open-api-articles';
import { refused, type CheckedRequest, type HandlerResult } from './open-api-context';
import { formatDay } from './open-api-dates';
import { articlesInRange, selectedTopics } from './open-api-news-handlers';

const COMMENT_TYPES = new Set([1, 2, 4, 5, 7, 8, 10, 12, -1]);

function sentimentCounts(entries: readonly SyntheticArticle[]) {
  const of = (sentiment: number) => entries.filter((entry) => entry.article.sentiment === sentiment).length;
  return { total_count: entries.length, positive_count: of(1), negative_count: of(-1), neutral_count: of(0) };
}

function byDay(entries: readonly SyntheticArticle[]): [string, SyntheticArticle[]][] {
  const days = new Map<string, SyntheticArticle[]>();
  for (const entry of [...entries].sort((a, b) => a.publishedAt - b.publishedAt)) {
    const day = formatDay(new Date(entry.publishedAt));
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return [...days.entries()];
}

function groupBy<K>(entries: readonly SyntheticArticle[], key: (entry: SyntheticArticle) => K): Map<K, SyntheticArticle[]> {
  const groups = new Map<K, SyntheticArticle[]>();
  for (const entry of entries) groups.set(key(entry), [...(groups.get(key(entry)) ?? []), entry]);
  return groups;
}

/** Runs a statistics call over the articles the request selects; calls that document `sources` narrow by it. */
function statistics(compute: (entries: SyntheticArticle[], request: CheckedRequest) => unknown, bySource = false) {
  return (request: CheckedRequest): HandlerResult => {
    const topics = selectedTopics(request.body);
    if (!topics) return refused(RESPONSE_CODE.inaccessibleContent, 'the topic is not one of your organization');
    const sources = bySource ? (request.body.sources as number[] | undefined) : undefined;
    const entries = articlesInRange(topics, request.range!).filter(
      (entry) => !sources?.length || sources.includes(entry.sourceId),
    );
    return { data: compute(entries, request) };
  };
}

const SOURCE_ORDER = SOURCE_IDS.map((entry) => entry.value);

export const statisticsHandlers = {
  mentionsBySource: statistics((entries) =>
    byDay(entries).map(([date, dayEntries]) => ({
      date,
      sources: [...groupBy(dayEntries, (entry) => entry.sourceId)]
        .sort(([a], [b]) => SOURCE_ORDER.indexOf(a) - SOURCE_ORDER.indexOf(b))
        .map(([sourceId, sourceEntries]) => {
          const { total_count, ...counts } = sentimentCounts(sourceEntries);
          const comments = sourceEntries.filter((entry) => COMMENT_TYPES.has(entry.article.article_type ?? 99)).length;
          return { source_id: sourceId, total_count, comment_count: comments, ...counts };
        }),
    })),
    true,
  ),
  mentionsBySentiment: statistics(
    (entries) => byDay(entries).map(([date, dayEntries]) => ({ date, ...sentimentCounts(dayEntries) })),
    true,
  ),
  topDomains: statistics((entries) =>
    byDay(entries).flatMap(([date, dayEntries]) =>
      [...groupBy(dayEntries, (entry) => entry.article.domain)]
        .map(([domain, domainEntries]) => ({ date, domain, ...sentimentCounts(domainEntries) }))
        .sort((a, b) => b.total_count - a.total_count || a.domain.localeCompare(b.domain))
        .slice(0, 5),
    ),
  ),
  topInteractionSources: statistics((entries) =>
    byDay(entries).map(([date, dayEntries]) => ({
      date,
      data: {
        like_count: dayEntries.reduce((sum, entry) => sum + entry.article.like_count, 0),
        comment_count: dayEntries.reduce((sum, entry) => sum + entry.article.comment_count, 0),
        share_count: dayEntries.reduce((sum, entry) => sum + entry.article.share_count, 0),
      },
    })),
  ),
  demographics: statistics((entries) => {
    const authors = entries.filter((entry) => entry.sourceId === 2);
    return {
      age_genders: AGE_BANDS.map(({ from, to }) => {
        const band = authors.filter(({ author }) => author.age >= from && (to === null || author.age <= to));
        const male = band.filter(({ author }) => author.male).length;
        return { from, to, total_count: band.length, male_count: male, female_count: band.length - male };
      }),
      locations: [...groupBy(authors, (entry) => entry.author.location)]
        .map(([location, located]) => ({ location, ...sentimentCounts(located) }))
        .sort((a, b) => b.total_count - a.total_count || a.location.localeCompare(b.location)),
    };
  }),
  facebookGroups: statistics((entries, { body }) => {
    const requested = (body.article_types as number[] | undefined)?.length ? (body.article_types as number[]) : [...GROUP_ARTICLE_TYPES];
    const types = GROUP_ARTICLE_TYPES.filter((type) => requested.includes(type));
    return byDay(entries).map(([date, dayEntries]) => ({
      date,
      data: types.map((type) => ({ id: type, total_count: dayEntries.filter((entry) => entry.article.article_type === type).length })),
    }));
  }),
  newsGroups: statistics((entries) =>
    NEWS_SOURCE_IDS.map((sourceId) => ({
      source_id: sourceId,
      source: SOURCE_IDS.find((entry) => entry.value === sourceId)!.label.vi,
      total_data: entries.filter((entry) => entry.sourceId === sourceId).length,
    })),
  ),
};

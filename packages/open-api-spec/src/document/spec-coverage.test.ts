import { OPEN_API_RULES } from '../open-api-rules';
import { AGE_BANDS, ARTICLE_TYPES, ORDER_VALUES, SENTIMENTS, SOURCE_IDS } from './enumerations';
import { openApiDocument } from './open-api-document';
import { listOperations, resolveSchema, type DocumentSchema } from './operations';

const document = openApiDocument('en');
const schemas = document.components!.schemas! as Record<string, DocumentSchema>;
const propertiesOf = (name: string) => Object.keys(schemas[name]!.properties ?? {});

/** Every schema of the document with where it sits, walking properties, items and compositions. */
function allSchemas(schema: DocumentSchema, path: string): { path: string; schema: DocumentSchema }[] {
  const children = [
    ...Object.entries(schema.properties ?? {}).map(([key, child]) => [`${path}.${key}`, child] as const),
    ...('items' in schema && schema.items ? [[`${path}[]`, schema.items] as const] : []),
    ...(schema.oneOf ?? []).map((child, index) => [`${path}.oneOf${index}`, child] as const),
  ];
  return [
    { path, schema },
    ...children.flatMap(([childPath, child]) =>
      '$ref' in (child as object) ? [] : allSchemas(child as DocumentSchema, childPath),
    ),
  ];
}

describe('coverage of the product rules', () => {
  it('documents every Open API call (R-API-2)', () => {
    expect(listOperations(document).map((entry) => `${entry.method.toUpperCase()} ${entry.path}`)).toEqual([
      'GET /topic/list',
      'POST /news/search',
      'POST /news/view-article',
      'POST /user/list-alert-setting',
      'POST /notification/internal/user/get',
      'POST /notification/get-article',
      'POST /statistics/sources',
      'POST /statistics/sentiments',
      'POST /statistics/domains',
      'POST /statistics/interactions',
      'POST /statistics/demographic',
      'POST /statistics/fb-group',
      'POST /statistics/news-group',
    ]);
  });

  it('takes every request field (R-API-3)', () => {
    expect(propertiesOf('ArticleSearchRequest').sort()).toEqual(
      ['date_from', 'date_to', 'topic_id', 'group_topic_id', 'page', 'size', 'order', 'sentiments', 'keywords', 'sources', 'similar_master', 'article_types'].sort(),
    );
    expect(propertiesOf('ArticleViewRequest')).toEqual(['index_names', 'ids']);
    expect(propertiesOf('AlertSettingListRequest')).toEqual(['email']);
    expect(propertiesOf('NotificationListRequest')).toEqual(['email', 'page', 'size', 'alert_id', 'read', 'has_read']);
    expect(propertiesOf('StatisticsRequest')).toEqual(['topic_id', 'group_topic_id', 'date_from', 'date_to']);
    expect(propertiesOf('SourceStatisticsRequest')).toContain('sources');
    expect(propertiesOf('FbGroupStatisticsRequest')).toContain('article_types');
  });

  it('answers with every attribute (R-API-3)', () => {
    expect(schemas.Article!.required).toEqual([
      'index', 'id', 'url', 'domain', 'published_time', 'title', 'summary', 'content', 'image_sources', 'video_source',
      'sentiment', 'article_type', 'post_id', 'comment_id', 'reply_id', 'like_count', 'unlike_count', 'share_count',
      'comment_count', 'reply_count', 'view_count',
    ]);
    expect(schemas.AlertArticle!.required).toContain('author_display_name');
    expect(propertiesOf('Topic')).toEqual(['topic_id', 'topic_name', 'parent_topic_id', 'enable']);
    expect(propertiesOf('TopicGroup')).toEqual(['id', 'name', 'description', 'order', 'created_at', 'topics']);
    expect(propertiesOf('AlertSetting')).toEqual(['id', 'name', 'created_at', 'updated_at']);
    expect(propertiesOf('AlertNotification')).toEqual(expect.arrayContaining(['title', 'content', 'data', 'created_at', 'read_at']));
    expect(propertiesOf('NotificationListData')).toEqual(['total', 'count', 'hits']);
    expect(propertiesOf('SourceCounts')).toEqual(['source_id', 'total_count', 'comment_count', 'positive_count', 'negative_count', 'neutral_count']);
    expect(propertiesOf('SentimentStatisticsRow')).toEqual(['date', 'total_count', 'positive_count', 'negative_count', 'neutral_count']);
    expect(propertiesOf('DomainStatisticsRow')).toEqual(expect.arrayContaining(['date', 'domain', 'total_count']));
    expect(propertiesOf('AgeGenderRow')).toEqual(['from', 'to', 'total_count', 'male_count', 'female_count']);
    expect(propertiesOf('DemographicData')).toEqual(['age_genders', 'locations']);
    expect(propertiesOf('NewsGroupStatisticsRow')).toEqual(['source_id', 'source', 'total_data']);
  });

  it('states the limits and enumerations (R-VALID-3, R-API-4, R-CODE-3)', () => {
    const search = schemas.ArticleSearchRequest!.properties!;
    expect(search.size).toMatchObject({ default: 10, maximum: 50 });
    expect(search.page).toMatchObject({ minimum: 0, default: 0 });
    expect((search.order as DocumentSchema).enum).toEqual([1, 2, 15, 12]);
    expect(schemas.NotificationListRequest!.properties!.size).toMatchObject({ maximum: 50 });
    expect((schemas.NotificationListRequest!.properties!.read as DocumentSchema).enum).toEqual([0, 1, 2]);
    expect(schemas.StatisticsRequest!['x-date-range']).toEqual({ from: 'date_from', to: 'date_to', maxDays: OPEN_API_RULES.maxRangeDays });
    expect(schemas.ArticleSearchRequest!.anyOf).toEqual([{ required: ['topic_id'] }, { required: ['group_topic_id'] }]);
    expect(SOURCE_IDS.map((entry) => entry.value).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 101, 102, 103, 104, 105, 107]);
    expect(ARTICLE_TYPES.map((entry) => entry.value).sort((a, b) => a - b)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(SENTIMENTS.map((entry) => entry.value)).toEqual([-1, 0, 1]);
    expect(ORDER_VALUES.map((entry) => entry.value)).toEqual([1, 2, 15, 12]);
    expect(AGE_BANDS.map(({ from, to }) => `${from}-${to ?? ''}`)).toEqual(['18-24', '25-34', '35-44', '45-54', '55-64', '65-']);
    expect((schemas.ResponseCode as DocumentSchema).enum).toEqual([0, 10, 11, 12, 14, 15, 16, 17, 18, 19]);
    expect(document.components!.securitySchemes!.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'Api-Key' });
  });

  it('describes every property and every enumeration value', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      for (const { path, schema: node } of allSchemas(schema, name)) {
        if (path !== name && !path.endsWith('[]') && !path.includes('.oneOf')) {
          expect({ path, described: Boolean(node.description) }).toEqual({ path, described: true });
        }
        if (node.enum) {
          expect({ path, descriptions: node['x-enum-descriptions']?.length }).toEqual({ path, descriptions: node.enum.length });
        }
      }
    }
  });

  it('lets only the sentiment statistics depend on a module', () => {
    const gated = listOperations(document).filter((entry) => entry.operation['x-required-module']);
    expect(gated.map((entry) => [entry.path, entry.operation['x-required-module']])).toEqual([['/statistics/sentiments', 'sentiment']]);
    expect(gated[0]!.operation['x-response-codes']).toContain(12);
    const request = resolveSchema(document, { $ref: '#/components/schemas/SourceStatisticsRequest' });
    expect(request.properties?.sources).toBeDefined();
  });
});

import { SANDBOX_API_KEYS, SANDBOX_FIXTURES } from '@echowatch/open-api-spec';
import { contractViolations, startOpenApiSandbox, type Envelope } from './open-api-test-client';

let sandbox: Awaited<ReturnType<typeof startOpenApiSandbox>>;

beforeEach(async () => {
  sandbox = await startOpenApiSandbox();
});
afterEach(() => sandbox.close());

const MARCH = { date_from: '2025/03/01 00:00:00', date_to: '2025/03/31 23:59:59' };

interface Page<T> {
  total: number;
  count: number;
  hits: T[];
}
interface Hit {
  id: string;
  published_time: string;
  sentiment: number;
  title: string;
  content: string;
  article_type: number | null;
  read_at?: string | null;
  alert_id?: number;
}

async function post<T>(path: string, body: unknown, key?: string): Promise<Envelope & { data: T }> {
  const answer = await sandbox.call('post', path, body, key);
  expect(contractViolations('post', path, answer)).toEqual([]);
  return answer as Envelope & { data: T };
}

describe('article search', () => {
  it('pages with the documented default of 10 and refuses more than 50 per page', async () => {
    const first = await post<Page<Hit>>('/news/search', { topic_id: SANDBOX_FIXTURES.topicId, ...MARCH });
    expect(first.data.count).toBe(10);
    expect(first.data.total).toBeGreaterThan(300);
    expect((await post('/news/search', { topic_id: SANDBOX_FIXTURES.topicId, ...MARCH, size: 50 })).code).toBe(0);
    const tooLarge = await post('/news/search', { topic_id: SANDBOX_FIXTURES.topicId, ...MARCH, size: 51 });
    expect(tooLarge).toMatchObject({ code: 11, message: 'Invalid params: /size must be <= 50', data: null });
  });

  it('answers the same request with the same articles, newest first by default and oldest first on order 2', async () => {
    const body = { topic_id: SANDBOX_FIXTURES.topicId, ...MARCH, size: 20 };
    const once = await post<Page<Hit>>('/news/search', body);
    expect(await post('/news/search', body)).toEqual(once);
    const times = once.data.hits.map((hit) => hit.published_time);
    expect(times).toEqual([...times].sort().reverse());
    const oldest = await post<Page<Hit>>('/news/search', { ...body, order: 2 });
    expect(oldest.data.hits[0]!.published_time.startsWith('2025/03/01')).toBe(true);
  });

  it('filters by sentiment, keyword and article type, and a group covers its topics', async () => {
    const base = { topic_id: SANDBOX_FIXTURES.topicId, ...MARCH, size: 50 };
    const negative = await post<Page<Hit>>('/news/search', { ...base, sentiments: [-1] });
    expect(negative.data.hits.every((hit) => hit.sentiment === -1)).toBe(true);
    const keyword = await post<Page<Hit>>('/news/search', { ...base, keywords: 'lãi suất' });
    expect(keyword.data.total).toBeGreaterThan(0);
    expect(keyword.data.hits.every((hit) => `${hit.title} ${hit.content}`.toLowerCase().includes('lãi suất'))).toBe(true);
    const groupPosts = await post<Page<Hit>>('/news/search', { ...base, article_types: [6] });
    expect(groupPosts.data.hits.every((hit) => hit.article_type === 6)).toBe(true);
    const all = await post<Page<Hit>>('/news/search', { ...base, topic_id: undefined, group_topic_id: SANDBOX_FIXTURES.groupTopicId });
    const topic = await post<Page<Hit>>('/news/search', base);
    expect(all.data.total).toBeGreaterThan(topic.data.total);
  });

  it('takes exactly 90 days and refuses one second more with code 19', async () => {
    const body = { topic_id: SANDBOX_FIXTURES.topicId, date_from: '2025/01/01 00:00:00', size: 1 };
    expect((await post('/news/search', { ...body, date_to: '2025/04/01 00:00:00' })).code).toBe(0);
    expect(await post('/news/search', { ...body, date_to: '2025/04/01 00:00:01' })).toMatchObject({
      code: 19,
      message: 'Exceeded query time of 90 days',
    });
    expect((await post('/news/search', { ...body, date_to: '2024/12/31 00:00:00' })).code).toBe(11);
  });

  it('reads a malformed date as code 18 and a body that is not JSON as code 11', async () => {
    expect((await post('/news/search', { topic_id: 1024, date_from: '01/03/2025 00:00:00', date_to: MARCH.date_to })).code).toBe(18);
    expect((await sandbox.call('post', '/news/search', '{"topic_id": 1024,')).code).toBe(11);
  });
});

describe('alerts', () => {
  const email = SANDBOX_FIXTURES.alertEmail;

  it('filters notifications by read state and marks them read on request', async () => {
    const unread = await post<Page<Hit>>('/notification/internal/user/get', { email, read: 0, size: 5 });
    const read = await post<Page<Hit>>('/notification/internal/user/get', { email, read: 1, size: 5 });
    const both = await post<Page<Hit>>('/notification/internal/user/get', { email, size: 50 });
    expect(unread.data.hits.every((hit) => hit.read_at === null)).toBe(true);
    expect(read.data.hits.every((hit) => hit.read_at !== null)).toBe(true);
    expect(unread.data.total + read.data.total).toBe(both.data.total);

    const marked = await post<Page<Hit>>('/notification/internal/user/get', { email, read: 0, size: 2, has_read: 1 });
    expect(marked.data.hits.map((hit) => hit.id)).toEqual(unread.data.hits.slice(0, 2).map((hit) => hit.id));
    const after = await post<Page<Hit>>('/notification/internal/user/get', { email, read: 0, size: 5 });
    expect(after.data.total).toBe(unread.data.total - 2);
  });

  it('keeps to one alert setting and opens the article behind a notification', async () => {
    const settings = await post<{ id: number }[]>('/user/list-alert-setting', { email });
    expect(settings.data.map((setting) => setting.id)).toEqual([301, 302, 303]);
    const notifications = await post<Page<Hit & { data: { article_id: string; index_name: string } }>>(
      '/notification/internal/user/get',
      { email, alert_id: 302 },
    );
    expect(notifications.data.hits.every((hit) => hit.alert_id === 302)).toBe(true);
    const [first] = notifications.data.hits;
    const article = await post<{ id: string; sentiment: number; author_display_name: string }[]>('/notification/get-article', {
      index_names: [first!.data.index_name],
      ids: [first!.data.article_id],
    });
    expect(article.data[0]).toMatchObject({ id: first!.data.article_id, sentiment: -1, author_display_name: expect.any(String) });
  });
});

describe('keys and modules', () => {
  it('refuses the sentiment statistics to a key without the module but serves it the other statistics', async () => {
    const body = { topic_id: SANDBOX_FIXTURES.topicId, ...MARCH };
    expect(await post('/statistics/sentiments', body, SANDBOX_API_KEYS.noSentiment)).toEqual({
      code: 12,
      message: 'This module is not accessible',
      data: null,
    });
    expect((await post('/statistics/sources', body, SANDBOX_API_KEYS.noSentiment)).code).toBe(0);
  });

  it('tells an expired key from an unknown one', async () => {
    expect((await sandbox.call('get', '/topic/list', undefined, SANDBOX_API_KEYS.expired)).code).toBe(15);
    expect((await sandbox.call('get', '/topic/list', undefined, 'ew_sandbox_guess')).code).toBe(14);
  });
});

describe('statistics', () => {
  it('adds up to the articles of the range', async () => {
    const body = { topic_id: SANDBOX_FIXTURES.topicId, date_from: '2025/03/01 00:00:00', date_to: '2025/03/02 23:59:59' };
    const sentiments = await post<{ date: string; total_count: number }[]>('/statistics/sentiments', body);
    const search = await post<Page<Hit>>('/news/search', { ...body, size: 1 });
    expect(sentiments.data.map((row) => row.date)).toEqual(['2025/03/01', '2025/03/02']);
    expect(sentiments.data.reduce((sum, row) => sum + row.total_count, 0)).toBe(search.data.total);
    const demographic = await post<{ age_genders: { from: number; to: number | null }[] }>('/statistics/demographic', body);
    expect(demographic.data.age_genders.map(({ from, to }) => `${from}-${to ?? '+'}`)).toEqual([
      '18-24', '25-34', '35-44', '45-54', '55-64', '65-+',
    ]);
  });
});

it('publishes the OpenAPI document pointed at itself, and lets a local page send the Api-Key header', async () => {
  const response = await fetch(`${sandbox.base}/openapi.json?lang=vi`);
  const document = (await response.json()) as { servers: { url: string }[]; paths: Record<string, unknown> };
  expect(document.servers).toEqual([{ url: sandbox.base }]);
  expect(Object.keys(document.paths)).toHaveLength(13);

  const preflight = await fetch(`${sandbox.base}/news/search`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:3004', 'Access-Control-Request-Headers': 'api-key, content-type' },
  });
  expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3004');
  expect(preflight.headers.get('access-control-allow-headers')).toContain('Api-Key');
});

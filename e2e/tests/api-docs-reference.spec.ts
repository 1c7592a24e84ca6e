import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { SiteConfig } from '@echowatch/contracts';
import { test, expect, expectAccessible, openIn } from '../support/fixtures';

const SANDBOX_KEYS = { full: 'ew_sandbox_full_access', noSentiment: 'ew_sandbox_no_sentiment', expired: 'ew_sandbox_expired' };

/** The configuration the shell hands the page, whatever ports the composition runs on. */
async function siteConfig(page: Page): Promise<SiteConfig> {
  return (await (await page.request.get('/env.json')).json()) as SiteConfig;
}

/** One call's block in the content pane, by its numbered heading. */
const itemOf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

interface TryIt {
  key: Locator;
  body: Locator;
  send: Locator;
  status: Locator;
  response: Locator;
}

function tryItOf(item: Locator, language: 'vi' | 'en' = 'vi'): TryIt {
  const words =
    language === 'vi'
      ? { console: 'Thử gọi API', body: 'Nội dung yêu cầu (JSON)', send: 'Gửi yêu cầu', response: 'Phản hồi' }
      : { console: 'Try it', body: 'Request body (JSON)', send: 'Send request', response: 'Response' };
  const console = item.getByRole('region', { name: words.console });
  const result = console.getByRole('region', { name: words.response });
  return {
    key: console.getByLabel('Api-Key'),
    body: console.getByLabel(words.body),
    send: console.getByRole('button', { name: words.send }),
    status: result.getByRole('status'),
    response: result.getByLabel(words.response),
  };
}

async function editBody(tryIt: TryIt, change: (body: Record<string, unknown>) => void): Promise<void> {
  const body = JSON.parse(await tryIt.body.inputValue()) as Record<string, unknown>;
  change(body);
  await tryIt.body.fill(JSON.stringify(body, null, 2));
}

test.describe('Open API reference generated from the OpenAPI document', () => {
  test('shows a call with its request, parameters, code samples, output, codes and attributes', async ({ page }) => {
    const { hosts } = await siteConfig(page);
    await openIn(page, 'vi', '/open-api-docs/news-articles/article-search');
    const search = itemOf(page, '2.2 Tìm kiếm bài viết');
    await expect(search.getByText(`${hosts.openApi}/news/search`, { exact: true })).toBeVisible();
    const parameters = search.getByRole('table', { name: 'Tham số của Tìm kiếm bài viết' });
    await expect(parameters.getByRole('columnheader')).toHaveText(['STT', 'Tên', 'Kiểu', 'Bắt buộc', 'Mô tả', 'Ghi chú']);
    await expect(parameters.getByRole('rowheader')).toHaveCount(12);
    await expect(search.getByRole('table', { name: 'Mã phản hồi của Tìm kiếm bài viết' }).getByRole('rowheader')).toHaveText([
      '0', '11', '14', '15', '16', '17', '18', '19',
    ]);
    await expect(search.getByRole('table', { name: 'Thuộc tính phản hồi của Tìm kiếm bài viết' }).getByRole('rowheader', { name: 'data.hits[].published_time' })).toBeVisible();
    await expect(search.getByLabel('Kết quả JSON')).toContainText('"total": 57');

    const tabs = search.getByRole('tablist', { name: 'Ngôn ngữ của mã nguồn mẫu' }).getByRole('tab');
    await expect(tabs).toHaveText(['cURL', 'JavaScript', 'Python']);
    await expect(search.getByRole('tabpanel', { name: 'cURL' })).toContainText(`curl -X POST '${hosts.openApi}/news/search'`);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(search.getByRole('tabpanel', { name: 'JavaScript' })).toContainText("'Api-Key': process.env.ECHOWATCH_API_KEY");
    await page.keyboard.press('End');
    await expect(search.getByRole('tabpanel', { name: 'Python' })).toContainText('requests.post(');
    await expectAccessible(page);
  });

  test('describes the calls in English too', async ({ page }) => {
    await openIn(page, 'en', '/open-api-docs/statistics/sentiment');
    const sentiment = itemOf(page, '4.2 Sentiment');
    await expect(sentiment.getByText('Required module: sentiment processing (not granted: code 12).')).toBeVisible();
    await expect(sentiment.getByRole('table', { name: 'Parameters of Sentiment' }).getByRole('rowheader')).toHaveText([
      'topic_id', 'group_topic_id', 'date_from', 'date_to', 'sources',
    ]);
    await expect(page.getByText('Updating...')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('deep-links each call: the URL follows the pick and a reload restores the view', async ({ page }) => {
    await openIn(page, 'vi', '/open-api-docs/alerts');
    const onThisPage = page.getByRole('navigation', { name: 'Trên trang này' });
    await onThisPage.getByRole('link', { name: 'Danh sách thông báo cảnh báo' }).click();
    await expect(page).toHaveURL(/\/open-api-docs\/alerts\/alert-notifications\?lng=vi$/);
    const heading = page.getByRole('heading', { level: 3, name: '3.2 Danh sách thông báo cảnh báo' });
    await expect(heading).toBeInViewport();

    await itemOf(page, '3.3 Chi tiết thông báo cảnh báo').getByRole('link', { name: 'Liên kết tới mục 3.3 Chi tiết thông báo cảnh báo' }).click();
    await expect(page).toHaveURL(/\/open-api-docs\/alerts\/alert-notification-detail\?lng=vi$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: '3.3 Chi tiết thông báo cảnh báo' })).toBeInViewport();
    await expect(onThisPage.getByRole('link', { name: 'Chi tiết thông báo cảnh báo' })).toHaveAttribute('aria-current', 'location');
  });

  test('downloads the OpenAPI document pointed at the configured API host', async ({ page }) => {
    const { hosts } = await siteConfig(page);
    await openIn(page, 'en', '/open-api-docs');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the OpenAPI document (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('echowatch-open-api.en.json');
    const document = JSON.parse(await readFile((await file.path())!, 'utf8')) as { openapi: string; servers: { url: string }[]; paths: object };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: hosts.openApi }]);
    expect(Object.keys(document.paths)).toHaveLength(13);
  });
});

test.describe('try-it console against the sandbox', () => {
  test('sends the example search and shows the articles with code 0', async ({ page }) => {
    await openIn(page, 'vi', '/open-api-docs/news-articles/article-search');
    const tryIt = tryItOf(itemOf(page, '2.2 Tìm kiếm bài viết'));
    await expect(tryIt.key).toHaveValue(SANDBOX_KEYS.full);
    await tryIt.send.click();
    await expect(tryIt.status).toHaveText('Mã 0 Thành công.');
    await expect(tryIt.response).toContainText('"hits": [');
    await expect(tryIt.response).toContainText('"published_time": "2025/03/');
    await expectAccessible(page);
  });

  test('answers code 11 without a topic and code 11 for a page larger than 50', async ({ page }) => {
    await openIn(page, 'vi', '/open-api-docs/news-articles/article-search');
    const tryIt = tryItOf(itemOf(page, '2.2 Tìm kiếm bài viết'));
    await editBody(tryIt, (body) => delete body.topic_id);
    await tryIt.send.click();
    await expect(tryIt.status).toContainText('Mã 11');
    await expect(tryIt.response).toContainText('topic_id or group_topic_id is required');

    await editBody(tryIt, (body) => Object.assign(body, { topic_id: 1024, size: 51 }));
    await tryIt.send.click();
    await expect(tryIt.response).toContainText('/size must be <= 50');
  });

  test('answers code 18 for a malformed date and code 19 for more than 90 days', async ({ page }) => {
    await openIn(page, 'en', '/open-api-docs/statistics/mentions-by-source');
    const tryIt = tryItOf(itemOf(page, '4.1 Mentions by source'), 'en');
    await editBody(tryIt, (body) => Object.assign(body, { date_from: '2025-03-01 00:00:00' }));
    await tryIt.send.click();
    await expect(tryIt.status).toHaveText('Code 18 Invalid date time format (expected yyyy/MM/dd HH:mm:ss).');

    await editBody(tryIt, (body) => Object.assign(body, { date_from: '2024/12/01 00:00:00', date_to: '2025/03/31 23:59:59' }));
    await tryIt.send.click();
    await expect(tryIt.status).toHaveText('Code 19 Exceeded query time of 90 days.');
  });

  test('answers code 14 for an unknown key, 15 for the expired key and 12 without the sentiment module', async ({ page }) => {
    await openIn(page, 'vi', '/open-api-docs/statistics/sentiment');
    const item = itemOf(page, '4.2 Sắc thái');
    const tryIt = tryItOf(item);

    await tryIt.key.fill('ew_sandbox_not_issued');
    await tryIt.send.click();
    await expect(tryIt.status).toContainText('Mã 14');

    await item.getByRole('button', { name: SANDBOX_KEYS.expired }).click();
    await expect(tryIt.key).toHaveValue(SANDBOX_KEYS.expired);
    await tryIt.send.click();
    await expect(tryIt.status).toHaveText('Mã 15 Token đã hết hạn.');

    await item.getByRole('button', { name: SANDBOX_KEYS.noSentiment }).click();
    await tryIt.send.click();
    await expect(tryIt.status).toHaveText('Mã 12 Mô-đun này không thể truy cập: tổ chức chưa được cấp quyền.');
    await expect(tryIt.response).toContainText('"message": "This module is not accessible"');

    await item.getByRole('button', { name: SANDBOX_KEYS.full }).click();
    await tryIt.send.click();
    await expect(tryIt.status).toHaveText('Mã 0 Thành công.');
  });

  test('calls a GET without a body and fits a phone screen @mobile', async ({ page }) => {
    await openIn(page, 'vi', '/open-api-docs/news-articles/topic-list');
    const item = itemOf(page, '2.1 Danh sách chủ đề');
    const tryIt = tryItOf(item);
    await expect(tryIt.body).toHaveCount(0);
    await tryIt.send.click();
    await expect(tryIt.status).toHaveText('Mã 0 Thành công.');
    await expect(tryIt.response).toContainText('"topic_name": "Ngân hàng Sao Việt"');
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  });
});

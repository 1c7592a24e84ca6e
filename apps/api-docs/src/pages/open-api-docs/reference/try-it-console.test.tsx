import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiServer, testSiteConfig } from '@echowatch/test-utils';
import { renderReference, SEARCH, SENTIMENTS, TOPICS } from './render-reference';

const OPEN_API = testSiteConfig().hosts.openApi;
// Each console and answer is also named after its call: the page has one per call.
const named = (start: string) => (name: string) => name.startsWith(`${start} `) && name.length > start.length + 1;
const consoleOf = (name = 'Thử gọi API') => screen.getByRole('region', { name: named(name) });
const resultOf = (name = 'Phản hồi') => screen.getByRole('region', { name: named(name) });

describe('try-it console', () => {
  it('sends the example with the sandbox key and shows the answer and its code', async () => {
    let received: { key: string | null; body: unknown } | undefined;
    apiServer.use(
      http.post(`${OPEN_API}/news/search`, async ({ request }) => {
        received = { key: request.headers.get('Api-Key'), body: await request.json() };
        return HttpResponse.json({ code: 0, message: 'success', data: { total: 1, count: 0, hits: [] } });
      }),
    );
    const { user } = await renderReference(SEARCH);
    const form = consoleOf();
    expect(within(form).getByLabelText('Api-Key')).toHaveValue('ew_sandbox_full_access');
    await user.click(within(form).getByRole('button', { name: 'Gửi yêu cầu' }));

    expect(await within(resultOf()).findByRole('status')).toHaveTextContent('Mã 0 Thành công.');
    expect(within(resultOf()).getByLabelText('Phản hồi')).toHaveTextContent('"total": 1');
    expect(received?.key).toBe('ew_sandbox_full_access');
    expect(received?.body).toMatchObject({ topic_id: 1024, date_from: '2025/03/01 00:00:00', size: 2 });
  });

  it.each([
    [14, 'Invalid token', 'Token không hợp lệ: khóa API không tồn tại, đã hết hạn hoặc bị khóa.'],
    [15, 'Token has expired', 'Token đã hết hạn.'],
    [12, 'This module is not accessible', 'Mô-đun này không thể truy cập: tổ chức chưa được cấp quyền.'],
  ])('shows error code %i with its meaning', async (code, message, meaning) => {
    apiServer.use(http.post(`${OPEN_API}/statistics/sentiments`, () => HttpResponse.json({ code, message, data: null })));
    const { user } = await renderReference(SENTIMENTS);
    await user.click(within(consoleOf()).getByRole('button', { name: 'Gửi yêu cầu' }));
    const status = await within(resultOf()).findByText(meaning);
    expect(status.closest('[role="status"]')).toHaveTextContent(`Mã ${code}`);
    expect(within(resultOf()).getByLabelText('Phản hồi')).toHaveTextContent(message);
  });

  it('lets the reader pick a documented sandbox key and edit the body', async () => {
    let key: string | null = null;
    let body: unknown;
    apiServer.use(
      http.post(`${OPEN_API}/news/search`, async ({ request }) => {
        key = request.headers.get('Api-Key');
        body = await request.json();
        return HttpResponse.json({ code: 18, message: 'Invalid date time format', data: null });
      }),
    );
    const { user } = await renderReference(SEARCH);
    const form = consoleOf();
    await user.click(within(form).getByRole('button', { name: 'ew_sandbox_expired' }));
    expect(within(form).getByLabelText('Api-Key')).toHaveValue('ew_sandbox_expired');
    fireEvent.change(within(form).getByLabelText('Nội dung yêu cầu (JSON)'), { target: { value: '{"topic_id": 1024, "date_from": "1/3/2025"}' } });
    await user.click(within(form).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(resultOf()).findByText('Mã 18')).toBeInTheDocument();
    expect(key).toBe('ew_sandbox_expired');
    expect(body).toEqual({ topic_id: 1024, date_from: '1/3/2025' });

    await user.click(within(form).getByRole('button', { name: 'Khôi phục yêu cầu mẫu' }));
    expect((within(form).getByLabelText('Nội dung yêu cầu (JSON)') as HTMLTextAreaElement).value).toContain('"keywords": "lãi suất,SaoPay"');
  });

  it('does not send a body that is not JSON, nor a request without a key', async () => {
    const { user } = await renderReference(SEARCH, 'en');
    const form = consoleOf('Try it');
    fireEvent.change(within(form).getByLabelText('Request body (JSON)'), { target: { value: '{"topic_id": ' } });
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(resultOf('Response')).getByRole('status')).toHaveTextContent(/^The request body is not valid JSON: /);

    await user.clear(within(form).getByLabelText('Api-Key'));
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(resultOf('Response')).getByRole('status')).toHaveTextContent('Enter an Api-Key before sending.');
  });

  it('sends a GET without a body and says when no answer comes back', async () => {
    apiServer.use(http.get(`${OPEN_API}/topic/list`, () => HttpResponse.error()));
    const { user } = await renderReference(TOPICS, 'en');
    const form = consoleOf('Try it');
    expect(within(form).queryByLabelText('Request body (JSON)')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(
      () => expect(within(resultOf('Response')).getByRole('status')).toHaveTextContent(`No response came back from ${OPEN_API} (cannot connect).`),
      { timeout: 5000 },
    );
  });

  it('asks for the organization key outside the local environment', async () => {
    await renderReference(SEARCH, 'vi', testSiteConfig({ environment: 'production' }));
    const form = consoleOf();
    expect(within(form).getByLabelText('Api-Key')).toHaveValue('');
    expect(within(form).getByLabelText('Api-Key')).toHaveAccessibleDescription(/Dùng khóa API của tổ chức bạn/);
    expect(within(form).queryByRole('button', { name: 'ew_sandbox_full_access' })).not.toBeInTheDocument();
  });
});

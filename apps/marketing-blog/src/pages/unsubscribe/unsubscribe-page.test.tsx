import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiServer, renderWithShell, TEST_API } from '@echowatch/test-utils';
import { switchLanguage } from '@echowatch/remote-kit';
import '../../testing/all-texts';
import { UnsubscribePage } from './unsubscribe-page';

const INDUSTRIES = [
  { id: 12, name: 'Ngân hàng - Tài chính', name_en: 'Banking and finance' },
  { id: 68, name: 'Cơ quan nhà nước', name_en: 'Government and public administration' },
];

function serveIndustries() {
  let calls = 0;
  apiServer.use(
    http.get(`${TEST_API}/register/industry/get-all`, () => {
      calls += 1;
      return HttpResponse.json({ code: 0, message: '', data: INDUSTRIES });
    }),
  );
  return () => calls;
}

function open(query: string, language: 'vi' | 'en' = 'vi') {
  return renderWithShell(<UnsubscribePage />, { route: `/unsubscribe-newsletter${query}`, language });
}

describe('UnsubscribePage', () => {
  it('reports success with the hotline to call to receive emails again (vi)', async () => {
    serveIndustries();
    await open('?isSuccess=true&industryId=68&type=1');
    const title = screen.getByRole('heading', { level: 1, name: 'Yêu cầu ngừng nhận bản tin ngành' });
    // The page opens with its title in the soft band, the industry under it once known.
    expect(title).toHaveClass('document');
    expect(title.closest('.soft')).toContainElement(await screen.findByText('Cơ quan nhà nước'));
    expect(screen.getByRole('heading', { level: 2, name: 'Hủy đăng ký thành công' })).toBeInTheDocument();
    expect(screen.getByText(/Để nhận lại email, vui lòng gọi đến số điện thoại liên hệ/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1900 6868' })).toHaveAttribute('href', 'tel:19006868');
    expect(screen.queryByRole('link', { name: 'contact@echowatch.vn' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('reports success in English with the English industry name', async () => {
    serveIndustries();
    await open('?isSuccess=true&industryId=68&type=2', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Request to Stop Receiving Industry Report' })).toBeInTheDocument();
    expect(await screen.findByText('Government and public administration')).toBeInTheDocument();
    expect(screen.getByText(/You have successfully unsubscribed/)).toBeInTheDocument();
    expect(screen.getByText(/To receive these emails again, please call our contact number/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home page' })).toHaveAttribute('href', '/');
  });

  it('follows a language change for the industry name', async () => {
    serveIndustries();
    await open('?isSuccess=true&industryId=12&type=3', 'vi');
    expect(await screen.findByText('Ngân hàng - Tài chính')).toBeInTheDocument();
    await act(() => switchLanguage('en'));
    expect(screen.getByText('Banking and finance')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Request to Stop Receiving Market Report' })).toBeInTheDocument();
  });

  it.each([
    ['false', '?isSuccess=false&industryId=68&type=1'],
    ['missing', '?industryId=68&type=1'],
    ['TRUE in capitals', '?isSuccess=TRUE&industryId=68&type=1'],
    ['1', '?isSuccess=1&industryId=68&type=1'],
  ])('treats isSuccess %s as a failure and gives the contact', async (_case, query) => {
    serveIndustries();
    await open(query, 'en');
    expect(await screen.findByText('Government and public administration')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Unsubscribe unsuccessful' })).toBeInTheDocument();
    expect(screen.queryByText(/successfully unsubscribed/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1900 6868' })).toHaveAttribute('href', 'tel:19006868');
    expect(screen.getByRole('link', { name: 'contact@echowatch.vn' })).toHaveAttribute('href', 'mailto:contact@echowatch.vn');
  });

  it.each([
    ['1', 'Yêu cầu ngừng nhận bản tin ngành', 'Request to Stop Receiving Industry Newsletter'],
    ['2', 'Yêu cầu ngừng nhận báo cáo ngành', 'Request to Stop Receiving Industry Report'],
    ['3', 'Yêu cầu ngừng nhận báo cáo thị trường', 'Request to Stop Receiving Market Report'],
    ['4', 'Yêu cầu ngừng nhận', 'Request to Stop Receiving'],
    ['', 'Yêu cầu ngừng nhận', 'Request to Stop Receiving'],
  ])('names type "%s" in the heading', async (type, vi, en) => {
    await open(`?isSuccess=true&type=${type}`, 'vi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${vi}$`));
    await act(() => switchLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${en}$`));
  });

  it('shows a polite loading status while the industries load, then the name', async () => {
    serveIndustries();
    await open('?isSuccess=true&industryId=68&type=1', 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading industry details…');
    expect(screen.getByText(/You have successfully unsubscribed/)).toBeInTheDocument();
    expect(await screen.findByText('Government and public administration')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('still shows the result without the industry when the industry call is refused', async () => {
    apiServer.use(
      http.get(`${TEST_API}/register/industry/get-all`, () =>
        HttpResponse.json({ code: 16, message: 'Try again later', data: null }),
      ),
    );
    await open('?isSuccess=true&industryId=68&type=1', 'en');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Request to Stop Receiving Industry Newsletter' })).toBeInTheDocument();
    expect(screen.getByText(/You have successfully unsubscribed/)).toBeInTheDocument();
    expect(screen.queryByText('Industry:')).not.toBeInTheDocument();
  });

  it('still shows the result without the industry when the server keeps failing', async () => {
    apiServer.use(http.get(`${TEST_API}/register/industry/get-all`, () => new HttpResponse(null, { status: 503 })));
    await open('?isSuccess=false&industryId=68&type=2', 'vi');
    // GETs are retried with a growing delay before the call gives up.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Hủy đăng ký không thành công' })).toBeInTheDocument();
    expect(screen.queryByText('Ngành:')).not.toBeInTheDocument();
  });

  it('leaves the industry out when its id is unknown', async () => {
    const calls = serveIndustries();
    await open('?isSuccess=true&industryId=999&type=1', 'vi');
    await waitFor(() => expect(calls()).toBe(1));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByText('Ngành:')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hủy đăng ký thành công' })).toBeInTheDocument();
  });

  it('does not ask for industries when the link carries no usable industry id', async () => {
    // No handler: any industry request would fail this test as unhandled.
    await open('?isSuccess=true&industryId=abc&type=1', 'en');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Unsubscribed successfully' })).toBeInTheDocument();
  });
});

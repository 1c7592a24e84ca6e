import { act, screen, waitFor, within } from '@testing-library/react';
import { DESKTOP_WIDTH, setViewportWidth } from '@echowatch/test-utils';
import { switchLanguage } from '@echowatch/remote-kit';
import { answerSends, serveReferenceLists } from '../../testing/report-contact-api';
import { combobox, fillValidForm, LABELS, openReportingPage, submitButton, textbox, VALID_VI } from '../../testing/reporting-page-driver';

const vi = LABELS.vi;
const PROVINCES_FAILED = 'Chưa tải được danh sách tỉnh/thành phố. Bạn vẫn có thể gửi yêu cầu mà không chọn, hoặc thử lại.';

const EXPECTED_REQUEST = {
  name: 'Nguyễn Thị Mai',
  phone: '0912345678',
  email: 'mai.nguyen@vinamilk.com.vn',
  department: 'Phòng Truyền thông',
  organization: 'Công ty Cổ phần Sữa Việt Nam',
  methods: [2],
  report_types: [1],
  received_time: 2,
  location: 2,
  industry_id: 24,
};

/** What the visitor typed and chose, read back from the form. */
function formState() {
  return {
    name: textbox(vi.name).value,
    phone: textbox(vi.phone).value,
    email: textbox(vi.email).value,
    department: textbox(vi.department).value,
    organization: textbox(vi.organization).value,
    industry: combobox(vi.industry).value,
    province: combobox(vi.province).value,
    checked: screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.parentElement!.textContent),
    frequency: screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)!.parentElement!.textContent,
  };
}

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('sending the contact form', () => {
  it('posts the contact request payload, then shows the success view and resets the form', async () => {
    const sent = answerSends();
    const { user } = await openReportingPage();
    await fillValidForm(user);
    await user.click(submitButton());

    const success = await screen.findByRole('heading', { level: 3, name: 'Đã gửi yêu cầu của bạn' });
    expect(sent).toEqual([EXPECTED_REQUEST]);
    await waitFor(() => expect(success).toHaveFocus());
    expect(
      screen.getByText('Cảm ơn Nguyễn Thị Mai. Chuyên viên EchoWatch sẽ liên hệ với bạn qua điện thoại trong vòng một ngày làm việc.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu khác' }));
    expect(formState()).toEqual({
      name: '',
      phone: '',
      email: '',
      department: '',
      organization: '',
      industry: '',
      province: '',
      checked: [],
      frequency: 'Hằng tuần',
    });
    expect(submitButton()).toBeEnabled();
    expect(textbox(vi.name)).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends the chosen frequency and every ticked option', async () => {
    const sent = answerSends();
    const { user } = await openReportingPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Báo cáo theo yêu cầu riêng' }));
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('radio', { name: 'Hằng quý' }));
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 3, name: 'Đã gửi yêu cầu của bạn' });
    expect(sent).toEqual([{ ...EXPECTED_REQUEST, report_types: [1, 5], methods: [2, 1], received_time: 4 }]);
    expect(screen.getByText(/liên hệ với bạn qua email và điện thoại/)).toBeInTheDocument();
  });

  it('keeps everything typed and says so when the API refuses the request, then sends on retry', async () => {
    answerSends({ code: 16 });
    const { user } = await openReportingPage();
    await fillValidForm(user);
    const typed = formState();
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Yêu cầu chưa được gửi (mã lỗi 16). Thông tin bạn nhập vẫn còn nguyên, vui lòng thử lại hoặc gọi hotline 1900 6868.',
    );
    expect(formState()).toEqual(typed);
    expect(submitButton()).toBeEnabled();

    const sent = answerSends();
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 3, name: 'Đã gửi yêu cầu của bạn' });
    expect(sent).toEqual([EXPECTED_REQUEST]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps everything typed when the network fails', async () => {
    answerSends('network-error');
    const { user } = await openReportingPage();
    await fillValidForm(user);
    const typed = formState();
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không kết nối được tới máy chủ nên yêu cầu chưa được gửi. Hãy kiểm tra kết nối mạng rồi thử lại; thông tin bạn nhập vẫn còn nguyên.',
    );
    expect(formState()).toEqual(typed);
  });

  it('marks the fields the API refused with code 11 and focuses the first', async () => {
    answerSends({ code: 11, data: { errors: { phone: 'invalid' } } });
    const { user } = await openReportingPage();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Một số thông tin chưa hợp lệ/);
    await waitFor(() => expect(textbox(vi.phone)).toHaveFocus());
    expect(textbox(vi.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(vi.phone)).toHaveAccessibleDescription(/Số điện thoại không hợp lệ/);
    expect(textbox(vi.name).value).toBe(VALID_VI.name);
  });

  it('never sends twice while a request is on its way', async () => {
    const sent = answerSends({ code: 0 }, 300);
    const { user } = await openReportingPage();
    await fillValidForm(user);
    await user.click(submitButton());
    const sending = await screen.findByRole('button', { name: 'Đang gửi…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    await user.click(textbox(vi.organization));
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 3, name: 'Đã gửi yêu cầu của bạn' });
    expect(sent).toHaveLength(1);
  });

  it('names provinces in the language of the page and keeps the choice across a switch', async () => {
    const { user } = await openReportingPage();
    await user.selectOptions(combobox(vi.province), 'TP. Hồ Chí Minh');
    await act(() => switchLanguage('en'));
    const province = combobox('Province or city');
    expect(within(province).getByRole('option', { selected: true })).toHaveTextContent('Ho Chi Minh City');
    await act(() => switchLanguage('vi'));
  });

  it('offers to load a list again when it could not be loaded', async () => {
    const { user } = await openReportingPage('vi', { provinces: true });
    expect(await screen.findByText(PROVINCES_FAILED)).toBeInTheDocument();
    expect(combobox(vi.province)).toHaveAccessibleDescription(PROVINCES_FAILED);
    expect(combobox(vi.province)).not.toBeRequired();
    serveReferenceLists();
    await user.click(screen.getByRole('button', { name: 'Tải lại' }));
    expect(await screen.findByRole('option', { name: 'Đà Nẵng' })).toBeInTheDocument();
    expect(screen.queryByText(PROVINCES_FAILED)).toBeNull();
    expect(combobox(vi.province)).toBeRequired();
  });

  it('can be sent without a province when the list of provinces could not be loaded', async () => {
    const sent = answerSends();
    const { user } = await openReportingPage('vi', { provinces: true });
    await screen.findByText(PROVINCES_FAILED);
    await fillValidForm(user, { ...VALID_VI, province: '' });
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    const { location: _location, ...withoutProvince } = EXPECTED_REQUEST;
    expect(sent).toEqual([withoutProvince]);
  });

  it('lists provinces by name in the language of the page', async () => {
    await openReportingPage('vi');
    const names = within(combobox(vi.province))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'vi')));
    expect(names).toEqual(['Đà Nẵng', 'Hà Nội', 'TP. Hồ Chí Minh']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { DESKTOP_WIDTH, setViewportWidth } from '@echowatch/test-utils';
import { answerSends } from '../../testing/report-contact-api';
import { combobox, fillValidForm, LABELS, openReportingPage, submitButton, textbox, VALID_VI } from '../../testing/reporting-page-driver';

const vi = LABELS.vi;

const REQUIRED_VI = {
  name: 'Vui lòng nhập họ và tên.',
  phone: 'Vui lòng nhập số điện thoại.',
  email: 'Vui lòng nhập email.',
  department: 'Vui lòng nhập phòng ban.',
  organization: 'Vui lòng nhập tên tổ chức, doanh nghiệp.',
  industry: 'Vui lòng chọn lĩnh vực hoạt động.',
  province: 'Vui lòng chọn tỉnh/thành phố.',
  reportTypes: 'Vui lòng chọn ít nhất một loại báo cáo.',
  methods: 'Vui lòng chọn ít nhất một cách liên hệ.',
};
const PHONE_HINT_VI = 'Số Việt Nam như 0912 345 678, hoặc số quốc tế bắt đầu bằng +, ví dụ +65 6123 4567.';
const INVALID_PHONE_VI = 'Số điện thoại không hợp lệ. Hãy nhập số Việt Nam như 0912 345 678, hoặc số quốc tế bắt đầu bằng +.';
const INVALID_EMAIL_VI = 'Email chưa đúng định dạng, ví dụ ten@congty.vn.';

function group(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('contact form validation', () => {
  it('shows no error before the first submit, even after leaving fields empty or wrong', async () => {
    const { user } = await openReportingPage();
    await user.click(textbox(vi.name));
    await user.tab();
    await user.type(textbox(vi.email), 'not-an-email');
    await user.tab();
    await user.selectOptions(combobox(vi.industry), '');
    for (const name of [vi.name, vi.phone, vi.email, vi.department, vi.organization]) {
      expect(textbox(name)).toHaveAttribute('aria-invalid', 'false');
    }
    expect(screen.queryByText(REQUIRED_VI.name)).toBeNull();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Hằng tuần' })).toBeChecked();
    expect(within(group(vi.receivedTime)).getAllByRole('radio')).toHaveLength(4);
    expect(within(group(vi.reportTypes)).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(group(vi.methods)).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('marks every empty field on a failed submit, ties each message to its field and focuses the first', async () => {
    const sent = answerSends();
    const { user } = await openReportingPage();
    await user.click(submitButton());

    await waitFor(() => expect(textbox(vi.name)).toHaveFocus());
    expect(textbox(vi.name)).toHaveAccessibleDescription(REQUIRED_VI.name);
    expect(textbox(vi.phone)).toHaveAccessibleDescription(`${PHONE_HINT_VI} ${REQUIRED_VI.phone}`);
    expect(textbox(vi.email)).toHaveAccessibleDescription(REQUIRED_VI.email);
    expect(textbox(vi.department)).toHaveAccessibleDescription(REQUIRED_VI.department);
    expect(textbox(vi.organization)).toHaveAccessibleDescription(REQUIRED_VI.organization);
    expect(combobox(vi.industry)).toHaveAccessibleDescription(REQUIRED_VI.industry);
    expect(combobox(vi.province)).toHaveAccessibleDescription(REQUIRED_VI.province);
    expect(group(vi.reportTypes)).toHaveAccessibleDescription(`Chọn một hoặc nhiều loại. ${REQUIRED_VI.reportTypes}`);
    expect(screen.getByRole('checkbox', { name: 'Báo cáo ngành' })).toHaveAccessibleDescription(REQUIRED_VI.reportTypes);
    expect(group(vi.methods)).toHaveAccessibleDescription(`Chọn một hoặc cả hai cách. ${REQUIRED_VI.methods}`);
    for (const name of [vi.name, vi.phone, vi.email, vi.department, vi.organization]) {
      expect(textbox(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('radio', { name: 'Hằng tuần' })).not.toHaveAttribute('aria-invalid');
    expect(submitButton()).toBeDisabled();
    expect(sent).toHaveLength(0);
  });

  it('treats whitespace-only input as empty', async () => {
    const { user } = await openReportingPage();
    await fillValidForm(user, { ...VALID_VI, name: '    ' });
    await user.clear(textbox(vi.department));
    await user.type(textbox(vi.department), '   ');
    await user.click(submitButton());
    await waitFor(() => expect(textbox(vi.name)).toHaveFocus());
    expect(textbox(vi.name)).toHaveAccessibleDescription(REQUIRED_VI.name);
    expect(textbox(vi.department)).toHaveAccessibleDescription(REQUIRED_VI.department);
    expect(textbox(vi.email)).toHaveAttribute('aria-invalid', 'false');
  });

  it('stops each text field at its length limit', async () => {
    const { user } = await openReportingPage();
    // The phone's 15 count digits; its box leaves room for the spaces and brackets people group them with.
    const limits = { [vi.name]: 100, [vi.phone]: 24, [vi.email]: 100, [vi.department]: 100, [vi.organization]: 100 };
    for (const [name, max] of Object.entries(limits)) {
      expect(textbox(name)).toHaveAttribute('maxLength', String(max));
    }
    await user.type(textbox(vi.phone), '+86 10 1234 5678 9012 3456 78');
    expect(textbox(vi.phone).value).toHaveLength(24);
  });

  it('checks the phone and email formats and focuses the first of them', async () => {
    const { user } = await openReportingPage();
    await fillValidForm(user, { ...VALID_VI, phone: '12 345 678', email: 'mai@vinamilk' });
    await user.click(submitButton());
    await waitFor(() => expect(textbox(vi.phone)).toHaveFocus());
    expect(textbox(vi.phone)).toHaveAccessibleDescription(`${PHONE_HINT_VI} ${INVALID_PHONE_VI}`);
    expect(textbox(vi.email)).toHaveAccessibleDescription(INVALID_EMAIL_VI);
    expect(textbox(vi.name)).toHaveAttribute('aria-invalid', 'false');
  });

  it('focuses the first report-type box when only the report type is missing', async () => {
    const { user } = await openReportingPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: VALID_VI.reportType }));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Sức khỏe thương hiệu' })).toHaveFocus());
    expect(group(vi.reportTypes)).toHaveAccessibleDescription(`Chọn một hoặc nhiều loại. ${REQUIRED_VI.reportTypes}`);
  });

  it('re-validates on blur after the first submit and enables the button again once all is fixed', async () => {
    const { user } = await openReportingPage();
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());

    // An error that appears is shown when the field is left…
    await user.type(textbox(vi.email), 'mai@');
    expect(textbox(vi.email)).toHaveAccessibleDescription(REQUIRED_VI.email);
    await user.tab();
    await waitFor(() => expect(textbox(vi.email)).toHaveAccessibleDescription(INVALID_EMAIL_VI));

    // …and an error that is fixed clears at once.
    await user.type(textbox(vi.name), 'Mai');
    expect(textbox(vi.name)).toHaveAttribute('aria-invalid', 'false');
    expect(textbox(vi.name)).not.toHaveAccessibleDescription(REQUIRED_VI.name);

    await user.clear(textbox(vi.email));
    await fillValidForm(user, { ...VALID_VI, name: '' });
    await user.tab();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText(/^Vui lòng/)).toBeNull();
  });

  it('re-validates on every selection change after the first submit', async () => {
    const { user } = await openReportingPage();
    await user.click(submitButton());
    await waitFor(() => expect(group(vi.methods)).toHaveAccessibleDescription(/Vui lòng chọn ít nhất một cách liên hệ/));

    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(group(vi.methods)).toHaveAccessibleDescription('Chọn một hoặc cả hai cách.'));
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(group(vi.methods)).toHaveAccessibleDescription(/Vui lòng chọn ít nhất một cách liên hệ/));

    await user.selectOptions(combobox(vi.province), 'Đà Nẵng');
    await waitFor(() => expect(combobox(vi.province)).toHaveAttribute('aria-invalid', 'false'));
    await user.selectOptions(combobox(vi.province), '');
    await waitFor(() => expect(combobox(vi.province)).toHaveAccessibleDescription(REQUIRED_VI.province));
  });

  it('speaks English, with the province and industry names in English', async () => {
    const en = LABELS.en;
    const { user } = await openReportingPage('en');
    expect(within(combobox(en.province)).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a province or city',
      'Da Nang',
      'Hanoi',
      'Ho Chi Minh City',
    ]);
    expect(within(combobox(en.industry)).getByRole('option', { name: 'Telecoms and technology' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();

    await user.type(textbox(en.phone), '123');
    await user.type(textbox(en.email), 'mai@');
    await user.click(submitButton('en'));
    await waitFor(() => expect(textbox(en.name)).toHaveFocus());
    expect(textbox(en.name)).toHaveAccessibleDescription('Please enter your full name.');
    expect(textbox(en.phone)).toHaveAccessibleDescription(
      'A Vietnamese number such as 0912 345 678, or an international one starting with +, e.g. +65 6123 4567. This phone number is not valid. Enter a Vietnamese number such as 0912 345 678, or an international one starting with +.',
    );
    expect(textbox(en.email)).toHaveAccessibleDescription('This email address is not valid, e.g. name@company.vn.');
    expect(textbox(en.department)).toHaveAccessibleDescription('Please enter your department.');
    expect(textbox(en.organization)).toHaveAccessibleDescription('Please enter your organization or company.');
    expect(combobox(en.industry)).toHaveAccessibleDescription('Please choose your industry.');
    expect(combobox(en.province)).toHaveAccessibleDescription('Please choose your province or city.');
    expect(group(en.reportTypes)).toHaveAccessibleDescription('Choose one or more. Please choose at least one type of report.');
    expect(group(en.methods)).toHaveAccessibleDescription('Choose one or both. Please choose at least one way to contact you.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiServer, renderWithShell, TEST_API, testSiteConfig } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { answerCaptcha, answerSso, envelope } from '../../testing/sso-api';
import { RegisterPage } from './register-page';

// In id order, as the service sends them; the form lists them by name.
const PROVINCES = {
  '1': ['Hà Nội', 'Hanoi'],
  '2': ['TP. Hồ Chí Minh', 'Ho Chi Minh City'],
  '4': ['Đà Nẵng', 'Da Nang'],
  '5': ['Cần Thơ', 'Can Tho'],
  '57': ['Huế', 'Hue City'],
};

beforeEach(() => {
  apiServer.use(http.get(`${TEST_API}/register/get-location`, () => HttpResponse.json({ code: 0, message: '', data: PROVINCES })));
});

function answerChecks(email = 'available', phone = 'not exists') {
  return {
    emails: answerSso('post', '/register/check-infos', () => envelope(0, { email })),
    phones: answerSso('post', '/register/check-phone-info', () => envelope(0, { phone })),
  };
}

async function openRegister(language: 'vi' | 'en' = 'en', route = '/register', config = testSiteConfig()) {
  return renderWithShell(<RegisterPage />, { route, language, config });
}

type User = Awaited<ReturnType<typeof openRegister>>['user'];

async function fillDetails(user: User, values: { organization?: string; name?: string; email?: string; phone?: string } = {}) {
  await user.type(screen.getByLabelText('Organization name'), values.organization ?? 'Sở Thông tin và Truyền thông Đà Nẵng');
  await user.type(screen.getByLabelText('Full name'), values.name ?? 'Phạm Thị Lan');
  await user.type(screen.getByLabelText('Email'), values.email ?? 'lan.pham@danang.gov.vn');
  await user.type(screen.getByLabelText('Mobile phone'), values.phone ?? '0935111222');
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of use' }));
}

async function reachStep2(user: User) {
  await fillDetails(user);
  const next = screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
  await screen.findByText('Step 2 of 2');
}

async function chooseProvince(user: User, name: string, label = 'Province or city') {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('RegisterPage: step 1', () => {
  it.each([
    ['en', 'You are signing up for the free 15-day trial with 5,000 collected data items'],
    ['vi', 'Bạn đang đăng ký dùng thử miễn phí 15 ngày với 5.000 dữ liệu thu thập'],
  ] as const)('says that a registration begun from a trial offer starts the free trial (%s)', async (language, text) => {
    await openRegister(language, '/register?trial=1');
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
  });

  it('says nothing of a trial to a registration begun elsewhere', async () => {
    await openRegister('en');
    expect(screen.queryByText(/free 15-day trial/)).not.toBeInTheDocument();
  });

  it('offers government and business, and sends businesses to the business edition', async () => {
    const { user } = await openRegister('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Government body/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Business/ }));
    expect(screen.getByRole('heading', { name: 'Business accounts are created on the business edition' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to business registration' })).toHaveAttribute(
      'href',
      testSiteConfig().links.businessEdition,
    );
    expect(screen.queryByLabelText('Organization name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Government body/ }));
    expect(screen.getByLabelText('Organization name')).toBeInTheDocument();
  });

  it('enables Continue only when every field is valid, checked by the server and the terms accepted', async () => {
    const { emails, phones } = answerChecks();
    const { user } = await openRegister('en');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await fillDetails(user);
    await waitFor(() => expect(next).toBeEnabled());
    expect(emails.at(-1)).toEqual({ email: 'lan.pham@danang.gov.vn' });
    expect(phones.at(-1)).toEqual({ phone: '0935111222' });
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-of-use');

    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of use' }));
    expect(next).toBeDisabled();
  });

  it.each([
    ['Organization name', 'UBND <Huế>', 'Invalid organization'],
    ['Organization name', '   ', 'Organization name cannot include only spaces'],
    ['Organization name', 'A'.repeat(101), 'Organization name must be at most 100 characters'],
    ['Full name', 'B'.repeat(101), 'Full name must be at most 100 characters'],
    ['Email', 'lan.pham@', 'Please enter the correct email format'],
    ['Mobile phone', '12345', 'Invalid phone number'],
  ])('says what is wrong with %s "%s" when it is left', async (label, value, text) => {
    answerChecks();
    const { user } = await openRegister('en');
    const box = screen.getByLabelText(label);
    await user.type(box, value);
    await user.tab();
    expect(box).toHaveAccessibleDescription(text);
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for every field once left empty', async () => {
    const { user } = await openRegister('en');
    await user.click(screen.getByLabelText('Organization name'));
    await user.tab();
    expect(screen.getByLabelText('Organization name')).toHaveAccessibleDescription('Please enter Organization name');
  });

  it('accepts Vietnamese letters in names', async () => {
    answerChecks();
    const { user } = await openRegister('en');
    await user.type(screen.getByLabelText('Organization name'), 'Sở Văn hoá Thể thao và Du lịch Thừa Thiên Huế 2');
    await user.tab();
    expect(screen.getByLabelText('Organization name')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['exists', 'Invalid email'],
    ['blocked', 'Invalid email'],
  ])('refuses an email the server says %s', async (state, text) => {
    answerChecks(state);
    const { user } = await openRegister('en');
    await fillDetails(user);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(text));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it.each([
    ['en', 'valid', 'The phone number is already existed'],
    ['en', 'not verified', 'The phone number is already existed'],
    ['vi', 'valid', 'Số điện thoại đã tồn tại'],
  ] as const)('(%s) refuses a phone the server says is %s', async (language, state, text) => {
    answerChecks('available', state);
    const { user } = await openRegister(language);
    const phoneLabel = language === 'en' ? 'Mobile phone' : 'Số điện thoại di động';
    await user.type(screen.getByLabelText(phoneLabel), '0905123456');
    await waitFor(() => expect(screen.getByLabelText(phoneLabel)).toHaveAccessibleDescription(text));
  });

  it('keeps what was typed while the business notice shows', async () => {
    answerChecks();
    const { user } = await openRegister('en');
    await user.type(screen.getByLabelText('Organization name'), 'Sở Y tế Đà Nẵng');
    await user.click(screen.getByRole('radio', { name: /Business/ }));
    await user.click(screen.getByRole('radio', { name: /Government body/ }));
    expect(screen.getByLabelText('Organization name')).toHaveValue('Sở Y tế Đà Nẵng');
    expect(screen.getByLabelText('Organization name')).not.toHaveAttribute('aria-invalid');
  });

  it('pre-fills the invited email from ?requestId=', async () => {
    const asked = answerSso('get', '/user/get-invited-user', () =>
      envelope(0, { email: 'minh.tran@hanoi.gov.vn', email_admin: 'admin@hanoi.gov.vn', organization_name: 'UBND' }),
    );
    await openRegister('en', '/register?requestId=inv-7');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('minh.tran@hanoi.gov.vn'));
    expect(asked).toEqual([{ requestId: 'inv-7' }]);
  });
});

describe('RegisterPage: step 2', () => {
  it('takes province, password, confirmation and captcha, and sends the full registration payload', async () => {
    answerChecks();
    answerCaptcha();
    const sent = answerSso('post', '/register/user', () => envelope(0, { email: 'lan.pham@danang.gov.vn' }));
    // The invitation is asked for as the page opens.
    answerSso('get', '/user/get-invited-user', () => envelope(11));
    const { user } = await openRegister('en', '/register?requestId=inv-9');
    await reachStep2(user);

    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    await chooseProvince(user, 'Da Nang');
    expect(screen.getByRole('combobox', { name: 'Province or city' })).toHaveTextContent('Da Nang');
    await user.type(screen.getByLabelText('Password'), 'Lan@2026x');
    await user.type(screen.getByLabelText('Confirm password'), 'Lan@2026x');
    expect(register).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(register).toBeEnabled());
    await user.click(register);

    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        email: 'lan.pham@danang.gov.vn',
        username: 'lan.pham@danang.gov.vn',
        full_name: 'Phạm Thị Lan',
        phone: '0935111222',
        industry_id: 68,
        organization_name: 'Sở Thông tin và Truyền thông Đà Nẵng',
        location: 4,
        password: 'Lan@2026x',
        recaptcha_response: 'captcha-1',
        requestId: 'inv-9',
      },
    ]);
    // The local edition is the government one: validate the email, then get in touch to activate.
    expect(screen.getByText(/Validate your email address, then contact EchoWatch to activate/)).toBeInTheDocument();
    expect(screen.getByText('Hotline 1900 6868 · Email contact@echowatch.vn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('asks the business edition to validate the email only', async () => {
    answerChecks();
    answerCaptcha();
    answerSso('post', '/register/user', () => envelope(0, { email: 'x' }));
    const { user } = await openRegister('vi', '/register', testSiteConfig({ edition: 'business' }));
    await user.type(screen.getByLabelText('Tên tổ chức'), 'Công ty Sữa Việt');
    await user.type(screen.getByLabelText('Họ và tên'), 'Lê Văn An');
    await user.type(screen.getByLabelText('Email'), 'an.le@suaviet.vn');
    await user.type(screen.getByLabelText('Số điện thoại di động'), '0935000111');
    await user.click(screen.getByRole('checkbox', { name: 'Tôi đồng ý với Điều khoản sử dụng' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tiếp tục' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await chooseProvince(user, 'Cần Thơ', 'Tỉnh/Thành phố');
    await user.type(screen.getByLabelText('Mật khẩu'), 'An@12345');
    await user.type(screen.getByLabelText('Xác nhận mật khẩu'), 'An@12345');
    await user.click(screen.getByRole('checkbox', { name: 'Tôi không phải là người máy' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Đăng ký' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText(/Hãy mở liên kết để xác thực email và kích hoạt tài khoản/)).toBeInTheDocument();
  });

  it('gives the password rule, and checks the confirmation once it is left', async () => {
    answerChecks();
    const { user } = await openRegister('en');
    await reachStep2(user);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'password1');
    await user.tab();
    await user.tab();
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(
        'Password must be at least 8 characters, must include lowercase letters, uppercase letters, numbers and special characters',
      ),
    );
    const confirm = screen.getByLabelText('Confirm password');
    await user.type(confirm, 'password2');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(confirm).toHaveAccessibleDescription('The confirmation password does not match');
  });

  it('asks for a province once the list is left without one', async () => {
    answerChecks();
    const { user } = await openRegister('en');
    await reachStep2(user);
    await user.click(screen.getByRole('combobox', { name: 'Province or city' }));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Province or city' })).toHaveAccessibleDescription('Please select Province');
  });

  it.each([
    ['vi', 'Tỉnh/Thành phố', ['Cần Thơ', 'Đà Nẵng', 'Hà Nội', 'Huế', 'TP. Hồ Chí Minh']],
    ['en', 'Province or city', ['Can Tho', 'Da Nang', 'Hanoi', 'Ho Chi Minh City', 'Hue City']],
  ] as const)('(%s) lists the provinces and cities by name in the order of the language', async (language, label, names) => {
    answerChecks();
    const { user } = await openRegister(language);
    const en = language === 'en';
    await user.type(screen.getByLabelText(en ? 'Organization name' : 'Tên tổ chức'), 'Sở Tư pháp Huế');
    await user.type(screen.getByLabelText(en ? 'Full name' : 'Họ và tên'), 'Trần Văn Bình');
    await user.type(screen.getByLabelText('Email'), 'binh.tran@hue.gov.vn');
    await user.type(screen.getByLabelText(en ? 'Mobile phone' : 'Số điện thoại di động'), '0934555666');
    await user.click(screen.getByRole('checkbox', { name: en ? 'I agree to the Terms of use' : 'Tôi đồng ý với Điều khoản sử dụng' }));
    const next = screen.getByRole('button', { name: en ? 'Continue' : 'Tiếp tục' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await user.click(await screen.findByRole('combobox', { name: label }));
    const listbox = screen.getByRole('listbox', { name: label });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(names.length));
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(names);
  });

  it('chooses a province with the keyboard, by arrows and by typing', async () => {
    answerChecks();
    const { user } = await openRegister('vi');
    await user.type(screen.getByLabelText('Tên tổ chức'), 'Sở Y tế Cần Thơ');
    await user.type(screen.getByLabelText('Họ và tên'), 'Võ Thị Mai');
    await user.type(screen.getByLabelText('Email'), 'mai.vo@cantho.gov.vn');
    await user.type(screen.getByLabelText('Số điện thoại di động'), '0939222333');
    await user.click(screen.getByRole('checkbox', { name: 'Tôi đồng ý với Điều khoản sử dụng' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tiếp tục' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));

    const combobox = await screen.findByRole('combobox', { name: 'Tỉnh/Thành phố' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(combobox).toHaveTextContent('Đà Nẵng');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('c');
    const listbox = screen.getByRole('listbox', { name: 'Tỉnh/Thành phố' });
    expect(combobox).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option', { name: 'Cần Thơ' }).id);
    await user.keyboard(' ');
    expect(combobox).toHaveTextContent('Cần Thơ');
  });

  it('shows each step from its top, and says which step it is', async () => {
    answerChecks();
    const scrolled = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true, writable: true });
    try {
      const { user } = await openRegister('en');
      expect(scrolled).not.toHaveBeenCalled();
      await reachStep2(user);
      expect(screen.getByText('Step 2 of 2')).toHaveFocus();
      expect(scrolled).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByText('Step 1 of 2')).toHaveFocus();
      expect(scrolled).toHaveBeenCalledTimes(2);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('goes Back with every value kept, both ways', async () => {
    answerChecks();
    const { user } = await openRegister('en');
    await reachStep2(user);
    await chooseProvince(user, 'Hanoi');
    await user.type(screen.getByLabelText('Password'), 'Lan@2026x');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Organization name')).toHaveValue('Sở Thông tin và Truyền thông Đà Nẵng');
    expect(screen.getByLabelText('Full name')).toHaveValue('Phạm Thị Lan');
    expect(screen.getByLabelText('Email')).toHaveValue('lan.pham@danang.gov.vn');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('0935111222');
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms of use' })).toBeChecked();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('combobox', { name: 'Province or city' })).toHaveTextContent('Hanoi');
    expect(screen.getByLabelText('Password')).toHaveValue('Lan@2026x');
  });

  it('shows a message again after Back and Continue only once its field is left again', async () => {
    answerChecks();
    const { user } = await openRegister('en');
    await reachStep2(user);
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue('password1');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.click(password);
    await user.tab();
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a fresh captcha after Back instead of sending the first token again', async () => {
    answerChecks();
    const issued = answerCaptcha();
    const sent = answerSso('post', '/register/user', () => envelope(0, { email: 'lan.pham@danang.gov.vn' }));
    const { user } = await openRegister('en');
    await reachStep2(user);
    await chooseProvince(user, 'Hanoi');
    await user.type(screen.getByLabelText('Password'), 'Lan@2026x');
    await user.type(screen.getByLabelText('Confirm password'), 'Lan@2026x');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const register = screen.getByRole('button', { name: 'Register' });
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(register).toBeDisabled();
    expect(screen.getByLabelText('Password')).toHaveValue('Lan@2026x');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(register).toBeEnabled());
    await user.click(register);
    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    expect(issued).toHaveLength(2);
    expect(sent.map((body) => body.recaptcha_response)).toEqual(['captcha-2']);
  });

  it.each([
    ['en', 'An error occurred. Please try again!', 'Ask for help through the contact form'],
    ['vi', 'Đã xảy ra lỗi. Vui lòng thử lại!', 'Gửi yêu cầu hỗ trợ qua biểu mẫu liên hệ'],
  ] as const)('(%s) says a refused registration failed, links the help form and keeps the values', async (language, text, link) => {
    answerChecks();
    answerCaptcha();
    answerSso('post', '/register/user', () => envelope(11));
    const { user } = await openRegister(language);
    const en = language === 'en';
    await user.type(screen.getByLabelText(en ? 'Organization name' : 'Tên tổ chức'), 'Sở Tư pháp Đà Nẵng');
    await user.type(screen.getByLabelText(en ? 'Full name' : 'Họ và tên'), 'Phạm Thị Lan');
    await user.type(screen.getByLabelText('Email'), 'lan.pham@danang.gov.vn');
    await user.type(screen.getByLabelText(en ? 'Mobile phone' : 'Số điện thoại di động'), '0935111222');
    await user.click(screen.getByRole('checkbox', { name: en ? 'I agree to the Terms of use' : 'Tôi đồng ý với Điều khoản sử dụng' }));
    const next = screen.getByRole('button', { name: en ? 'Continue' : 'Tiếp tục' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await chooseProvince(user, en ? 'Da Nang' : 'Đà Nẵng', en ? 'Province or city' : 'Tỉnh/Thành phố');
    await user.type(screen.getByLabelText(en ? 'Password' : 'Mật khẩu'), 'Lan@2026x');
    await user.type(screen.getByLabelText(en ? 'Confirm password' : 'Xác nhận mật khẩu'), 'Lan@2026x');
    await user.click(screen.getByRole('checkbox', { name: en ? "I'm not a robot" : 'Tôi không phải là người máy' }));
    const register = screen.getByRole('button', { name: en ? 'Register' : 'Đăng ký' });
    await waitFor(() => expect(register).toBeEnabled());
    await user.click(register);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).getByRole('link', { name: link })).toHaveAttribute('href', '/reporting-service#contact');
    expect(screen.getByLabelText(en ? 'Password' : 'Mật khẩu')).toHaveValue('Lan@2026x');
    expect(screen.getByRole('checkbox', { name: en ? "I'm not a robot" : 'Tôi không phải là người máy' })).not.toBeChecked();
    expect(register).toBeDisabled();
  });
});

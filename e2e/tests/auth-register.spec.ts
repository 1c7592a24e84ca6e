import type { Page } from '@playwright/test';
import { createAccount, createInvitation, expectOnConsole, mailedLink, uniqueEmail, uniquePhone } from '../support/auth-sandbox';
import { signInByEmail, solveCaptcha } from '../support/auth-pages';
import { LANGUAGES, type Language } from '../support/auth-texts';
import { SANDBOX_URL } from '../support/local-sites';
import { expect, expectAccessible, inLanguage, openIn, readOutbox, test } from '../support/fixtures';

const TEXT = {
  vi: {
    title: 'Đăng ký tài khoản',
    government: /Cơ quan nhà nước/,
    business: /Doanh nghiệp/,
    businessNotice: 'Tài khoản doanh nghiệp được tạo trên phiên bản doanh nghiệp',
    organization: 'Tên tổ chức',
    fullName: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại di động',
    agree: 'Tôi đồng ý với Điều khoản sử dụng',
    terms: 'Điều khoản sử dụng',
    continue: 'Tiếp tục',
    province: 'Tỉnh/Thành phố',
    provinceName: 'Đà Nẵng',
    password: 'Mật khẩu',
    confirm: 'Xác nhận mật khẩu',
    register: 'Đăng ký',
    back: 'Quay lại',
    step2: 'Bước 2/2',
    invalidOrganization: 'Tổ chức không hợp lệ',
    emailFormat: 'Vui lòng nhập đúng định dạng email',
    invalidEmail: 'Email không hợp lệ',
    phoneExisted: 'Số điện thoại đã tồn tại',
    passwordRule: 'Mật khẩu phải có ít nhất 8 ký tự, bao gồm chữ thường, chữ hoa, chữ số và ký tự đặc biệt',
    notMatch: 'Mật khẩu xác nhận không khớp',
    done: 'Đăng ký thành công',
    failed: 'Đã xảy ra lỗi. Vui lòng thử lại!',
    helpForm: 'Gửi yêu cầu hỗ trợ qua biểu mẫu liên hệ',
    confirmed: (email: string) => `Tài khoản ${email} đã được xác nhận`,
    loginNow: 'ĐĂNG NHẬP NGAY',
    verificationFailed: 'Xác minh đăng ký không thành công',
    resend: 'nhấn vào đây để gửi lại',
    resendSubmit: 'Gửi email xác nhận mới',
    resent: 'Nếu đăng ký này vẫn đang chờ xác nhận, email xác nhận mới đã được gửi',
  },
  en: {
    title: 'Create an account',
    government: /Government body/,
    business: /Business/,
    businessNotice: 'Business accounts are created on the business edition',
    organization: 'Organization name',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Mobile phone',
    agree: 'I agree to the Terms of use',
    terms: 'Terms of use',
    continue: 'Continue',
    province: 'Province or city',
    provinceName: 'Da Nang',
    password: 'Password',
    confirm: 'Confirm password',
    register: 'Register',
    back: 'Back',
    step2: 'Step 2 of 2',
    invalidOrganization: 'Invalid organization',
    emailFormat: 'Please enter the correct email format',
    invalidEmail: 'Invalid email',
    phoneExisted: 'The phone number is already existed',
    passwordRule:
      'Password must be at least 8 characters, must include lowercase letters, uppercase letters, numbers and special characters',
    notMatch: 'The confirmation password does not match',
    done: 'Registration complete',
    failed: 'An error occurred. Please try again!',
    helpForm: 'Ask for help through the contact form',
    confirmed: (email: string) => `Your account ${email} is confirmed`,
    loginNow: 'LOG IN NOW',
    verificationFailed: 'Registration verification failed',
    resend: 'click here to resend',
    resendSubmit: 'Send a new confirmation email',
    resent: 'If this registration is still waiting for confirmation, a new confirmation email has been sent',
  },
} as const;

const PASSWORD = 'Dang@Ky2026';

interface Registrant {
  organization: string;
  fullName: string;
  email: string;
  phone: string;
}

async function fillStep1(page: Page, language: Language, who: Registrant) {
  const text = TEXT[language];
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: text.organization }).fill(who.organization);
  await main.getByRole('textbox', { name: text.fullName }).fill(who.fullName);
  await main.getByRole('textbox', { name: text.email }).fill(who.email);
  await main.getByRole('textbox', { name: text.phone }).fill(who.phone);
  await main.getByRole('checkbox', { name: text.agree }).check();
}

async function fillStep2(page: Page, language: Language) {
  const text = TEXT[language];
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: text.province }).click();
  // The province list is at most 400 px tall (docs/product-rules.md, R-AUTH-5).
  await expect(main.getByRole('listbox', { name: text.province })).toHaveCSS('max-height', '400px');
  await main.getByRole('option', { name: text.provinceName, exact: true }).click();
  await main.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await main.getByLabel(text.confirm, { exact: true }).fill(PASSWORD);
  await solveCaptcha(page, language);
}

for (const language of LANGUAGES) {
  test.describe(`registration (${language})`, () => {
    const text = TEXT[language];

    test('registers a government body in two steps, confirms from the outbox mail and signs in', async ({ page }) => {
      const who: Registrant = {
        organization: 'Sở Thông tin và Truyền thông Quảng Nam',
        fullName: 'Nguyễn Thị Thu Trang',
        email: uniqueEmail(`register-${language}`),
        phone: uniquePhone(),
      };
      await openIn(page, language, '/register');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await main.getByRole('radio', { name: text.business }).check();
      await expect(main.getByRole('heading', { name: text.businessNotice })).toBeVisible();
      await main.getByRole('radio', { name: text.government }).check();
      await expect(main.getByRole('link', { name: text.terms })).toHaveAttribute('href', '/terms-of-use');

      // The field rules (docs/product-rules.md, R-VALID-2), then the server's checks of the email and the phone.
      const organization = main.getByRole('textbox', { name: text.organization });
      await organization.fill('Sở TT&TT');
      await organization.blur();
      await expect(organization).toHaveAccessibleDescription(text.invalidOrganization);
      const email = main.getByRole('textbox', { name: text.email });
      await email.fill('thu.trang@');
      await email.blur();
      await expect(email).toHaveAccessibleDescription(text.emailFormat);
      await email.fill('demo@echowatch.local');
      await expect(email).toHaveAccessibleDescription(text.invalidEmail);
      const phone = main.getByRole('textbox', { name: text.phone });
      await phone.fill('0905123456');
      await expect(phone).toHaveAccessibleDescription(text.phoneExisted);
      await expectAccessible(page);

      await organization.fill('');
      await fillStep1(page, language, who);
      const next = main.getByRole('button', { name: text.continue });
      await expect(next).toBeEnabled();
      await next.click();
      await expect(main.getByText(text.step2)).toBeVisible();

      const password = main.getByLabel(text.password, { exact: true });
      await password.fill('password1');
      await password.blur();
      await expect(password).toHaveAccessibleDescription(new RegExp(text.passwordRule));
      const confirm = main.getByLabel(text.confirm, { exact: true });
      await confirm.fill('Other@2026');
      await confirm.blur();
      await expect(confirm).toHaveAccessibleDescription(text.notMatch);
      await fillStep2(page, language);
      await expectAccessible(page);

      // Back keeps every value, both ways.
      await main.getByRole('button', { name: text.back }).click();
      await expect(main.getByRole('textbox', { name: text.fullName })).toHaveValue(who.fullName);
      await expect(main.getByRole('checkbox', { name: text.agree })).toBeChecked();
      await next.click();
      await expect(main.getByRole('combobox', { name: text.province })).toHaveText(text.provinceName);
      await expect(main.getByLabel(text.password, { exact: true })).toHaveValue(PASSWORD);
      await solveCaptcha(page, language);

      const register = main.getByRole('button', { name: text.register, exact: true });
      await expect(register).toBeEnabled();
      await register.click();
      await expect(main.getByRole('heading', { level: 2, name: text.done })).toBeVisible();
      await expect(main.getByText(who.email, { exact: false }).first()).toBeVisible();
      await expectAccessible(page);

      // Journey 5: the confirmation mail, then sign-in.
      const confirmLink = await mailedLink(page, who.email, '/register/confirm');
      await openIn(page, language, confirmLink);
      await expect(main.getByText(text.confirmed(who.email))).toBeVisible();
      await main.getByRole('link', { name: text.loginNow }).click();
      await expect(page).toHaveURL(inLanguage(/\/login$/, language));
      await signInByEmail(page, language, who.email, PASSWORD);
      await expectOnConsole(page, who.fullName);

      // A used link says so; its resend needs a captcha, answers as usual and mails an active account nothing.
      await page.context().clearCookies();
      await openIn(page, language, confirmLink);
      await expect(main.getByText(text.verificationFailed)).toBeVisible();
      await main.getByRole('button', { name: text.resend }).click();
      await solveCaptcha(page, language);
      await main.getByRole('button', { name: text.resendSubmit }).click();
      await expect(main.getByText(text.resent)).toBeVisible();
      expect(await readOutbox(page, who.email)).toHaveLength(1);
    });

    test('says a refused registration failed, links the help form and keeps every value', async ({ page }) => {
      const who: Registrant = {
        organization: 'Ban Quản lý Khu kinh tế Dung Quất',
        fullName: 'Võ Văn Kiệt',
        email: uniqueEmail(`register-taken-${language}`),
        phone: uniquePhone(),
      };
      await openIn(page, language, '/register');
      await fillStep1(page, language, who);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: text.continue }).click();
      await fillStep2(page, language);
      // Someone registers the address in the meantime: the service refuses the registration.
      await createAccount(page.request, { email: who.email });
      await main.getByRole('button', { name: text.register, exact: true }).click();

      const alert = main.getByRole('alert');
      await expect(alert).toContainText(text.failed);
      await expect(alert.getByRole('link', { name: text.helpForm })).toHaveAttribute('href', `/reporting-service?lng=${language}#contact`);
      await expect(main.getByLabel(text.password, { exact: true })).toHaveValue(PASSWORD);
      await expect(main.getByRole('combobox', { name: text.province })).toHaveText(text.provinceName);
      await expect(main.getByRole('checkbox', { name: language === 'en' ? "I'm not a robot" : 'Tôi không phải là người máy' })).not.toBeChecked();
      await expectAccessible(page);
    });
  });
}

test('a stranger’s pending registration of the address and phone does not stop the owner', async ({ page }) => {
  const text = TEXT.en;
  const who: Registrant = {
    organization: 'Sở Tài nguyên và Môi trường Đà Nẵng',
    fullName: 'Phạm Thị Lan',
    email: uniqueEmail('register-squatted'),
    phone: uniquePhone(),
  };
  // Someone else registers the owner's address and phone with a password of their own choosing.
  const captcha = await (await page.request.post(`${SANDBOX_URL}/__sandbox/captcha/token`)).json();
  const stranger = await page.request.post(`${SANDBOX_URL}/register/user`, {
    data: {
      email: who.email,
      username: who.email,
      full_name: 'Người Lạ',
      phone: who.phone,
      industry_id: 68,
      organization_name: 'Công ty Người Lạ',
      location: 4,
      password: 'Stranger@2026',
      recaptcha_response: captcha.data.token,
    },
  });
  expect(await stranger.json()).toMatchObject({ code: 0 });

  await openIn(page, 'en', '/register');
  await fillStep1(page, 'en', who);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: text.continue }).click();
  await fillStep2(page, 'en');
  await main.getByRole('button', { name: text.register, exact: true }).click();
  await expect(main.getByRole('heading', { level: 2, name: text.done })).toBeVisible();

  // The newest mail is the owner's: it activates the owner's password, never the stranger's.
  await openIn(page, 'en', await mailedLink(page, who.email, '/register/confirm', 2));
  await expect(main.getByText(text.confirmed(who.email))).toBeVisible();
  await signInByEmail(page, 'en', who.email, PASSWORD);
  await expectOnConsole(page, who.fullName);
});

test('an invitation link pre-fills the email', async ({ page }) => {
  const email = uniqueEmail('register-invited');
  const invitation = await createInvitation(page.request, email, 'Sở Y tế Đà Nẵng', 'quantri@danang.gov.vn');
  await openIn(page, 'en', `/register?requestId=${invitation.create_request_id}`);
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' })).toHaveValue(email);
});

test('a free-trial offer leads to a registration that says so, whose second step opens at its top on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await openIn(page, 'en', '/packages');
  await page.getByRole('main').getByRole('link', { name: 'Start your free trial' }).first().click();
  await expect(page).toHaveURL(/\/register\?trial=1&lng=en$/);
  const main = page.getByRole('main');
  await expect(main.getByText('You are signing up for the free 15-day trial with 5,000 collected data items')).toBeVisible();
  await fillStep1(page, 'en', { organization: 'Sở Du lịch Huế', fullName: 'Trần Văn Bình', email: uniqueEmail('trial'), phone: uniquePhone() });
  const next = main.getByRole('button', { name: TEXT.en.continue });
  await expect(next).toBeEnabled();
  await next.click();
  const step = main.getByText(TEXT.en.step2);
  await expect(step).toBeFocused();
  await expect(main.getByRole('heading', { level: 1, name: TEXT.en.title })).toBeInViewport();
  await expect(main.getByRole('combobox', { name: TEXT.en.province })).toBeInViewport();
});

import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DESKTOP_WIDTH, renderWithShell, setViewportWidth } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { answerCaptcha, answerSso, envelope } from '../../testing/sso-api';
import { ConfirmPage } from './confirm-page';

const refused = () => HttpResponse.json({ code: 11, message: 'Invalid or expired link', data: null });

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  answerSso('post', '/register/confirm', refused);
  answerCaptcha();
});

async function openRefusedLink(language: 'vi' | 'en') {
  return renderWithShell(<ConfirmPage />, { route: '/register/confirm?requestId=used-token', language });
}

describe('ConfirmPage: asking for a new confirmation mail', () => {
  it('asks for the captcha first, then sends the refused link’s request id with its token', async () => {
    const sent = answerSso('post', '/register/resend-confirm-email', () => envelope(0));
    const { user } = await openRefusedLink('en');

    const resend = await screen.findByRole('button', { name: 'click here to resend' });
    expect(resend.closest('p')).toHaveTextContent('Registration verification failed, click here to resend');
    expect(resend).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'LOG IN NOW' })).not.toBeInTheDocument();

    await user.click(resend);
    expect(resend).toHaveAttribute('aria-expanded', 'true');
    const send = screen.getByRole('button', { name: 'Send a new confirmation email' });
    expect(send).toBeDisabled();
    const captcha = screen.getByRole('group', { name: 'Captcha check' });
    await user.click(within(captcha).getByRole('checkbox', { name: "I'm not a robot" }));
    await within(captcha).findByText('Verified');
    expect(send).toBeEnabled();
    expect(sent).toEqual([]);

    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If this registration is still waiting for confirmation, a new confirmation email has been sent',
    );
    expect(sent).toEqual([{ request_id: 'used-token', recaptcha_response: 'captcha-1' }]);
    expect(screen.queryByRole('group', { name: 'Captcha check' })).not.toBeInTheDocument();
  });

  it.each([
    [32, 'We could not send a new confirmation email'],
    [11, 'Please complete the captcha again'],
  ])('says why when the service answers %s, with a fresh captcha', async (code, text) => {
    answerSso('post', '/register/resend-confirm-email', () => envelope(code));
    const { user } = await openRefusedLink('en');
    await user.click(await screen.findByRole('button', { name: 'click here to resend' }));
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Send a new confirmation email' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(/confirmation email has been sent/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send a new confirmation email' })).toBeDisabled();
  });

  it('speaks Vietnamese, captcha included', async () => {
    const sent = answerSso('post', '/register/resend-confirm-email', () => envelope(0));
    const { user } = await openRefusedLink('vi');
    expect(screen.getByRole('heading', { level: 1, name: 'Xác nhận tài khoản' })).toBeInTheDocument();
    const resend = await screen.findByRole('button', { name: 'nhấn vào đây để gửi lại' });
    expect(resend.closest('p')).toHaveTextContent('Xác minh đăng ký không thành công, nhấn vào đây để gửi lại');
    await user.click(resend);
    await user.click(screen.getByRole('checkbox', { name: 'Tôi không phải là người máy' }));
    await screen.findByText('Đã xác minh');
    await user.click(screen.getByRole('button', { name: 'Gửi email xác nhận mới' }));
    expect(await screen.findByText(/Nếu đăng ký này vẫn đang chờ xác nhận, email xác nhận mới đã được gửi/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});

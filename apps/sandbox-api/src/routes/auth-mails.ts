import type { OutgoingMail } from '../outbox/mailer';

const BRAND = 'EchoWatch';

function minutesText(lifetimeMs: number): { vi: string; en: string } {
  const minutes = Math.max(1, Math.round(lifetimeMs / 60_000));
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return { vi: `${hours} giờ`, en: hours === 1 ? '1 hour' : `${hours} hours` };
  }
  return { vi: `${minutes} phút`, en: minutes === 1 ? '1 minute' : `${minutes} minutes` };
}

/** The link to choose a new password, sent on a forgot-password request. */
export function passwordResetMail(to: string, fullName: string, link: string, lifetimeMs: number): OutgoingMail {
  const lifetime = minutesText(lifetimeMs);
  return {
    to,
    subject: `[${BRAND}] Đặt lại mật khẩu / Reset your password`,
    text: `Xin chào ${fullName},

Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${BRAND} ${to}.
Mở liên kết dưới đây để đặt mật khẩu mới:
${link}

Liên kết có hiệu lực trong ${lifetime.vi} và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu hiện tại vẫn giữ nguyên.

---

Hello ${fullName},

We received a request to reset the password of the ${BRAND} account ${to}.
Open the link below to choose a new password:
${link}

The link is valid for ${lifetime.en} and works only once. If you did not ask for it, ignore this e-mail; your current password stays unchanged.

Đội ngũ ${BRAND} / The ${BRAND} team`,
  };
}

/** The link to pair a new authenticator app, sent on a two-factor reset request. */
export function twoFactorResetMail(to: string, fullName: string, link: string, lifetimeMs: number): OutgoingMail {
  const lifetime = minutesText(lifetimeMs);
  return {
    to,
    subject: `[${BRAND}] Đặt lại xác thực hai lớp / Reset two-factor authentication`,
    text: `Xin chào ${fullName},

Bạn đã yêu cầu đặt lại ứng dụng xác thực hai lớp cho tài khoản ${BRAND} ${to}.
Mở liên kết dưới đây, quét mã QR bằng ứng dụng xác thực và nhập mã 6 chữ số để hoàn tất:
${link}

Liên kết có hiệu lực trong ${lifetime.vi} và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy đổi mật khẩu ngay và liên hệ bộ phận hỗ trợ.

---

Hello ${fullName},

You asked to reset the two-factor authenticator of the ${BRAND} account ${to}.
Open the link below, scan the QR code with your authenticator app and enter the 6-digit code to finish:
${link}

The link is valid for ${lifetime.en} and works only once. If you did not ask for it, change your password now and contact support.

Đội ngũ ${BRAND} / The ${BRAND} team`,
  };
}

/**
 * Sent once when wrong passwords from many networks add up: the sign-in is not locked (that would
 * hand the lock to whoever guesses), so the owner hears of it and can choose a new password.
 */
export function failedSignInsMail(to: string, fullName: string, link: string): OutgoingMail {
  return {
    to,
    subject: `[${BRAND}] Đăng nhập sai nhiều lần / Failed sign-ins`,
    text: `Xin chào ${fullName},

Có nhiều lần đăng nhập sai mật khẩu vào tài khoản ${BRAND} ${to} từ nhiều mạng khác nhau.
Tài khoản không bị khoá: mật khẩu của bạn vẫn dùng được, và mỗi lần đăng nhập cần xác nhận captcha.
Nếu đó không phải bạn, hãy đặt mật khẩu mới tại:
${link}

---

Hello ${fullName},

There were many sign-ins with a wrong password to the ${BRAND} account ${to}, from several networks.
The account is not locked: your password still works, and each sign-in asks for the captcha.
If these were not you, choose a new password at:
${link}

Đội ngũ ${BRAND} / The ${BRAND} team`,
  };
}

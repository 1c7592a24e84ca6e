import type { OutgoingMail } from '../outbox/mailer';

const BRAND = 'EchoWatch';

function lifetimeText(lifetimeMs: number): { vi: string; en: string } {
  const hours = lifetimeMs / 3_600_000;
  if (Number.isInteger(hours)) return { vi: `${hours} giờ`, en: hours === 1 ? '1 hour' : `${hours} hours` };
  const minutes = Math.max(1, Math.round(lifetimeMs / 60_000));
  return { vi: `${minutes} phút`, en: minutes === 1 ? '1 minute' : `${minutes} minutes` };
}

/** The mail a new registrant gets: one link that confirms the address and activates the account. */
export function confirmRegistrationMail(to: string, fullName: string, link: string, lifetimeMs: number): OutgoingMail {
  const lifetime = lifetimeText(lifetimeMs);
  return {
    to,
    subject: `[${BRAND}] Xác nhận tài khoản / Confirm your account`,
    text: `Xin chào ${fullName},

Cảm ơn bạn đã đăng ký ${BRAND}, dịch vụ lắng nghe mạng xã hội và giám sát danh tiếng trực tuyến.
Vui lòng mở liên kết dưới đây để xác nhận địa chỉ email và kích hoạt tài khoản:
${link}

Liên kết có hiệu lực trong ${lifetime.vi} và chỉ dùng được một lần. Nếu bạn không đăng ký tài khoản, hãy bỏ qua email này.

---

Hello ${fullName},

Thank you for registering with ${BRAND}, the social-listening and online reputation monitoring service.
Open the link below to confirm your e-mail address and activate your account:
${link}

The link is valid for ${lifetime.en} and works only once. If you did not register, you can ignore this e-mail.

Đội ngũ ${BRAND} / The ${BRAND} team`,
  };
}

export interface InvitationMail {
  to: string;
  organizationName: string;
  adminEmail: string;
  /** Accepts the invitation with an existing account. */
  inviteLink: string;
  /** Creates an account for the invited address. */
  createLink: string;
  lifetimeMs: number;
}

/** The mail an organization administrator's invitation sends to the invited address. */
export function invitationMail(mail: InvitationMail): OutgoingMail {
  const { to, organizationName, adminEmail, inviteLink, createLink } = mail;
  const lifetime = lifetimeText(mail.lifetimeMs);
  return {
    to,
    subject: `[${BRAND}] Lời mời tham gia ${organizationName} / Invitation to join ${organizationName}`,
    text: `Xin chào,

${adminEmail} đã mời bạn tham gia tổ chức "${organizationName}" trên ${BRAND} để cùng theo dõi đề cập, cảnh báo và báo cáo của tổ chức.
Nếu bạn đã có tài khoản ${BRAND}, hãy mở liên kết sau để chấp nhận lời mời:
${inviteLink}

Nếu bạn chưa có tài khoản, hãy mở liên kết sau để tạo tài khoản với địa chỉ ${to}:
${createLink}

Lời mời có hiệu lực trong ${lifetime.vi}. Nếu bạn không mong đợi lời mời này, hãy bỏ qua email.

---

Hello,

${adminEmail} has invited you to join "${organizationName}" on ${BRAND} to follow the organization's mentions, alerts and reports together.
If you already have a ${BRAND} account, open this link to accept the invitation:
${inviteLink}

If you do not have an account yet, open this link to create one for ${to}:
${createLink}

The invitation is valid for ${lifetime.en}. If you were not expecting it, you can ignore this e-mail.

Đội ngũ ${BRAND} / The ${BRAND} team`,
  };
}

import {
  CONTACT_METHOD_OPTIONS,
  RECEIVED_TIME_OPTIONS,
  REPORT_TYPE_OPTIONS,
  type ReportContactRequest,
} from '@echowatch/contracts';
import type { OutgoingMail } from '../outbox/mailer';
import { INDUSTRIES } from '../seed/industries';
import { PROVINCES } from '../seed/provinces';

const BRAND = 'EchoWatch';

type Names = Record<string, { vi: string; en: string }>;

const REPORT_TYPE_NAMES: Names = {
  brandHealth: { vi: 'Sức khỏe thương hiệu', en: 'Brand health' },
  industry: { vi: 'Báo cáo ngành', en: 'Industry' },
  campaign: { vi: 'Hiệu quả chiến dịch', en: 'Campaign' },
  mediaCase: { vi: 'Sự vụ truyền thông', en: 'Media case' },
  custom: { vi: 'Theo yêu cầu riêng', en: 'Custom' },
};
const METHOD_NAMES: Names = {
  email: { vi: 'E-mail', en: 'E-mail' },
  phoneCall: { vi: 'Gọi điện thoại', en: 'Phone call' },
};
const RECEIVED_TIME_NAMES: Names = {
  oneOff: { vi: 'Một lần', en: 'One-off' },
  weekly: { vi: 'Hằng tuần', en: 'Weekly' },
  monthly: { vi: 'Hằng tháng', en: 'Monthly' },
  quarterly: { vi: 'Hằng quý', en: 'Quarterly' },
};

function named(ids: readonly number[], options: readonly { id: number; key: string }[], names: Names): string {
  return ids
    .map((id) => names[options.find((option) => option.id === id)?.key ?? ''])
    .map((name) => (name ? `${name.vi} / ${name.en}` : ''))
    .join(', ');
}

// A request may come without them when the visitor's list could not be loaded.
const NOT_CHOSEN = '(chưa chọn / not chosen)';

/** What the sales team receives for every accepted report-service request. */
export function reportContactMail(to: string, request: ReportContactRequest, requestId: string): OutgoingMail {
  const province = PROVINCES[String(request.location)];
  const industry = INDUSTRIES.find((item) => item.id === request.industry_id);
  return {
    to,
    subject: `[${BRAND}] Yêu cầu dịch vụ báo cáo mới / New report-service request: ${request.organization}`,
    text: `Có yêu cầu tư vấn dịch vụ báo cáo mới / A new report-service request has arrived (${requestId}).

Họ và tên / Name: ${request.name}
Số điện thoại / Phone: ${request.phone}
E-mail: ${request.email}
Phòng ban / Department: ${request.department}
Tổ chức / Organization: ${request.organization}
Lĩnh vực / Industry: ${industry ? `${industry.name} / ${industry.name_en}` : NOT_CHOSEN}
Tỉnh/Thành phố / Province or city: ${province ? `${province[0]} / ${province[1]}` : NOT_CHOSEN}
Loại báo cáo / Report types: ${named(request.report_types, REPORT_TYPE_OPTIONS, REPORT_TYPE_NAMES)}
Liên hệ qua / Contact by: ${named(request.methods, CONTACT_METHOD_OPTIONS, METHOD_NAMES)}
Tần suất nhận báo cáo / Report frequency: ${named([request.received_time], RECEIVED_TIME_OPTIONS, RECEIVED_TIME_NAMES)}

Vui lòng liên hệ khách hàng trong vòng một ngày làm việc. / Please get in touch within one working day.`,
  };
}

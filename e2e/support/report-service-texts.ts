import type { Locator } from '@playwright/test';
/** The report-service page's words as a visitor reads them, in both languages. */
export const REPORT_SERVICE_TEXT = {
  vi: {
    title: 'Dịch vụ báo cáo chuyên sâu từ dữ liệu mạng xã hội',
    toIntro: 'Xem các loại báo cáo',
    toForm: 'Đăng ký tư vấn',
    intros: ['Báo cáo sức khỏe thương hiệu', 'Báo cáo ngành', 'Báo cáo hiệu quả chiến dịch', 'Báo cáo sự vụ truyền thông'],
    contact: (report: string) => `Liên hệ tư vấn: ${report}`,
    next: (report: string) => `Tiếp theo: ${report}`,
    form: 'Đăng ký tư vấn dịch vụ báo cáo',
    fields: {
      name: 'Họ và tên',
      phone: 'Số điện thoại',
      email: 'Email',
      department: 'Phòng ban',
      organization: 'Tên tổ chức, doanh nghiệp',
      industry: 'Lĩnh vực hoạt động',
      province: 'Tỉnh/Thành phố',
    },
    campaign: 'Hiệu quả chiến dịch',
    custom: 'Báo cáo theo yêu cầu riêng',
    phoneCall: 'Gọi điện thoại',
    monthly: 'Hằng tháng',
    weekly: 'Hằng tuần',
    industry: 'Hàng tiêu dùng nhanh',
    province: 'Đà Nẵng',
    submit: 'Gửi yêu cầu',
    errors: {
      name: 'Vui lòng nhập họ và tên.',
      phone: /Số điện thoại không hợp lệ/,
      email: 'Email chưa đúng định dạng, ví dụ ten@congty.vn.',
      department: 'Vui lòng nhập phòng ban.',
      industry: 'Vui lòng chọn lĩnh vực hoạt động.',
      province: 'Vui lòng chọn tỉnh/thành phố.',
      methods: 'Vui lòng chọn ít nhất một cách liên hệ.',
    },
    success: 'Đã gửi yêu cầu của bạn',
    again: 'Gửi yêu cầu khác',
    failure: /yêu cầu chưa được gửi/i,
  },
  en: {
    title: 'In-depth reports built on social listening data',
    toIntro: 'See the types of report',
    toForm: 'Ask for a consultation',
    intros: ['Brand health report', 'Industry report', 'Campaign performance report', 'Media case report'],
    contact: (report: string) => `Ask about this report: ${report}`,
    next: (report: string) => `Next: ${report}`,
    form: 'Ask for a report-service consultation',
    fields: {
      name: 'Full name',
      phone: 'Phone number',
      email: 'Email',
      department: 'Department',
      organization: 'Organization or company',
      industry: 'Industry',
      province: 'Province or city',
    },
    campaign: 'Campaign performance',
    custom: 'Custom report',
    phoneCall: 'Phone call',
    monthly: 'Monthly',
    weekly: 'Weekly',
    industry: 'Fast-moving consumer goods',
    province: 'Da Nang',
    submit: 'Send request',
    errors: {
      name: 'Please enter your full name.',
      phone: /This phone number is not valid/,
      email: 'This email address is not valid, e.g. name@company.vn.',
      department: 'Please enter your department.',
      industry: 'Please choose your industry.',
      province: 'Please choose your province or city.',
      methods: 'Please choose at least one way to contact you.',
    },
    success: 'Your request has been sent',
    again: 'Send another request',
    failure: /your request was not sent/i,
  },
} as const;

/** Fills the report form as a visitor would, with a valid request from `email`. */
export async function fillValidReportForm(form: Locator, language: keyof typeof REPORT_SERVICE_TEXT, email: string): Promise<void> {
  const text = REPORT_SERVICE_TEXT[language];
  await form.getByRole('textbox', { name: text.fields.name }).fill('  Hoàng Minh Châu  ');
  await form.getByRole('textbox', { name: text.fields.phone }).fill('0935 246 810');
  await form.getByRole('textbox', { name: text.fields.email }).fill(email);
  await form.getByRole('textbox', { name: text.fields.department }).fill('Phòng Quan hệ công chúng');
  await form.getByRole('textbox', { name: text.fields.organization }).fill('Công ty Cổ phần Hàng không Vietjet');
  await form.getByRole('combobox', { name: text.fields.industry }).selectOption({ label: text.industry });
  await form.getByRole('combobox', { name: text.fields.province }).selectOption({ label: text.province });
  await form.getByRole('checkbox', { name: text.custom }).check();
  await form.getByRole('checkbox', { name: text.phoneCall }).check();
  await form.getByRole('radio', { name: text.monthly }).check();
}

import { screen } from '@testing-library/react';
import type { Language } from '@echowatch/contracts';
import { renderWithShell } from '@echowatch/test-utils';
import { ReportingServicePage } from '../pages/reporting-service/reporting-service-page';
import './all-texts';
import { serveReferenceLists } from './report-contact-api';

type User = Awaited<ReturnType<typeof renderWithShell>>['user'];

export const LABELS = {
  vi: {
    form: 'Đăng ký tư vấn dịch vụ báo cáo',
    name: 'Họ và tên',
    phone: 'Số điện thoại',
    email: 'Email',
    department: 'Phòng ban',
    organization: 'Tên tổ chức, doanh nghiệp',
    industry: 'Lĩnh vực hoạt động',
    province: 'Tỉnh/Thành phố',
    reportTypes: 'Loại báo cáo bạn quan tâm',
    methods: 'Bạn muốn được liên hệ qua',
    receivedTime: 'Tần suất nhận báo cáo',
    submit: 'Gửi yêu cầu',
    firstProvince: 'Hà Nội',
  },
  en: {
    form: 'Ask for a report-service consultation',
    name: 'Full name',
    phone: 'Phone number',
    email: 'Email',
    department: 'Department',
    organization: 'Organization or company',
    industry: 'Industry',
    province: 'Province or city',
    reportTypes: 'Reports you are interested in',
    methods: 'How should we contact you?',
    receivedTime: 'How often do you want the report?',
    submit: 'Send request',
    firstProvince: 'Hanoi',
  },
} as const;

export type TextLabel = 'name' | 'phone' | 'email' | 'department' | 'organization';

export function textbox(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

export function combobox(name: string): HTMLSelectElement {
  return screen.getByRole('combobox', { name }) as HTMLSelectElement;
}

export function submitButton(language: Language = 'vi'): HTMLButtonElement {
  return screen.getByRole('button', { name: LABELS[language].submit }) as HTMLButtonElement;
}

/** Opens the page with both lists served, and waits until they have loaded. */
export async function openReportingPage(language: Language = 'vi', failing: Parameters<typeof serveReferenceLists>[0] = {}) {
  serveReferenceLists(failing);
  const view = await renderWithShell(<ReportingServicePage />, { route: '/reporting-service', language });
  if (!failing.provinces) await screen.findByRole('option', { name: LABELS[language].firstProvince });
  return view;
}

export const VALID_VI = {
  name: '  Nguyễn Thị Mai ',
  phone: '0912 345 678',
  email: 'mai.nguyen@vinamilk.com.vn',
  department: 'Phòng Truyền thông',
  organization: 'Công ty Cổ phần Sữa Việt Nam',
  industry: 'Hàng tiêu dùng nhanh',
  province: 'TP. Hồ Chí Minh',
  reportType: 'Sức khỏe thương hiệu',
  method: 'Gọi điện thoại',
};

/** Fills every field of the Vietnamese form with valid input. */
export async function fillValidForm(user: User, values = VALID_VI): Promise<void> {
  const labels = LABELS.vi;
  for (const field of ['name', 'phone', 'email', 'department', 'organization'] as const) {
    // user-event cannot type nothing; an empty value leaves the field as it is.
    if (values[field]) await user.type(textbox(labels[field]), values[field]);
  }
  // An empty choice leaves a select alone (its list may not have loaded).
  if (values.industry) await user.selectOptions(combobox(labels.industry), values.industry);
  if (values.province) await user.selectOptions(combobox(labels.province), values.province);
  await user.click(screen.getByRole('checkbox', { name: values.reportType }));
  await user.click(screen.getByRole('checkbox', { name: values.method }));
}

import type { ProductKind, ProductSlug } from '@echowatch/contracts';

// The menu names each product page by its slug: a slug added to the contract without a name here
// fails the type-check instead of showing a raw key in the menu.
type SlugNames<K extends ProductKind> = Record<ProductSlug<K>, string>;

/** The shell's texts: layout, menu, language, fallbacks and the generic route titles. */
export const vi = {
  skipToContent: 'Bỏ qua để đến nội dung chính',
  tagline: 'Lắng nghe mạng xã hội và giám sát danh tiếng trực tuyến',
  description:
    '{{brand}} – lắng nghe mạng xã hội và giám sát danh tiếng trực tuyến cho doanh nghiệp, cơ quan nhà nước và agency.',
  nav: {
    label: 'Điều hướng chính',
    home: 'Trang chủ',
    solutions: 'Giải pháp',
    features: 'Tính năng',
    pricing: 'Bảng giá',
    reportService: 'Dịch vụ báo cáo',
    blog: 'Blog',
    apiDocs: 'Tài liệu API',
    login: 'Đăng nhập',
    register: 'Đăng ký',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
  },
  solutions: {
    'brand-health-measurement': 'Đo lường sức khỏe thương hiệu',
    'campaign-performance-tracking': 'Theo dõi hiệu quả chiến dịch',
    'customer-care': 'Chăm sóc khách hàng',
  } satisfies SlugNames<'solutions'>,
  features: {
    'collecting-data': 'Thu thập dữ liệu',
    'data-analysis': 'Phân tích dữ liệu',
    'alert-report': 'Cảnh báo và báo cáo',
  } satisfies SlugNames<'features'>,
  language: {
    label: 'Ngôn ngữ',
    vi: 'Tiếng Việt',
    en: 'English',
    failed: 'Không đổi được ngôn ngữ. Hãy kiểm tra kết nối mạng và thử lại.',
  },
  footer: {
    label: 'Chân trang',
    about: '{{brand}} thu thập đề cập từ báo chí, mạng xã hội và diễn đàn, phân loại sắc thái và cảnh báo kịp thời cho doanh nghiệp, cơ quan nhà nước và agency.',
    legal: 'Pháp lý',
    terms: 'Điều khoản sử dụng',
    privacy: 'Chính sách bảo mật',
    faqs: 'Câu hỏi thường gặp',
    contact: 'Liên hệ',
    hotline: 'Hotline',
    email: 'Email',
    copyright: '© {{year}} {{brand}}. Bảo lưu mọi quyền.',
  },
  routes: {
    home: 'Trang chủ',
    blog: 'Khám phá',
    blogDetail: 'Bài viết',
    packages: 'Bảng giá',
    reportingService: 'Dịch vụ báo cáo',
    login: 'Đăng nhập',
    user: 'Tạo tài khoản được mời',
    register: 'Đăng ký',
    forgotPassword: 'Quên mật khẩu',
    forgotOtp: 'Đặt lại xác thực hai lớp',
    reset2fa: 'Đặt lại ứng dụng xác thực',
    terms: 'Điều khoản sử dụng',
    privacy: 'Chính sách bảo mật',
    unsubscribe: 'Hủy nhận bản tin',
    openApiDocs: 'Tài liệu Open API',
    insight: 'Báo cáo chuyên sâu',
    faqs: 'Câu hỏi thường gặp',
    solution: 'Giải pháp',
    feature: 'Tính năng',
    confirm: 'Xác nhận tài khoản',
    invite: 'Lời mời tham gia tổ chức',
    notFound: 'Không tìm thấy nội dung',
  },
  notFound: {
    message: 'Nội dung không tồn tại',
    backHome: 'Quay về Trang chủ',
  },
  preview: {
    label: 'Xem trước',
    text: 'Trang này là bản xem trước: {{versions}}. Chỉ trình duyệt của bạn thấy các phiên bản này.',
    leave: 'Thoát xem trước',
  },
  remote: {
    loading: 'Đang tải nội dung…',
    unavailableTitle: 'Phần này tạm thời chưa tải được',
    unavailableText: 'Các phần khác của trang vẫn hoạt động bình thường. Vui lòng kiểm tra kết nối và thử lại.',
    retry: 'Thử lại',
    details: 'Chi tiết kỹ thuật',
  },
  postedEarly: 'Biểu mẫu được gửi khi trang chưa sẵn sàng nên chưa có gì được gửi đi. Hãy kiểm tra các ô (mật khẩu và mã cần nhập lại) rồi gửi lại.',
  guard: {
    leaving: 'Bạn đã đăng nhập. Đang chuyển tới trang quản trị…',
  },
  startup: {
    failedTitle: 'Không thể khởi động trang',
    failedText: 'Không tải được cấu hình của trang. Vui lòng thử lại sau ít phút.',
    retry: 'Tải lại',
  },
};

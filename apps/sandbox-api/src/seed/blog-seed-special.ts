import { at, enPost, section, viPost, type SeedPost } from './blog-seed-types';

/**
 * A published post whose body carries an embed pasted straight from a third-party tool: a script,
 * an image with an error handler and a javascript: link. The site must render it without running
 * any of them; browser tests read `window.__echowatchInjected` to prove it.
 */
export const UNSAFE_EMBED_SLUG = 'gan-ma-theo-doi-chien-dich-an-toan';

const PASTED_EMBED = [
  '<p>Ví dụ dưới đây là đoạn mã nhúng được dán nguyên trạng từ một công cụ đo lường bên ngoài:</p>',
  "<script>window.__echowatchInjected = 'script';</script>",
  '<p><img src="/blog-api/media/pixel-khong-ton-tai.gif" alt="Điểm đo lường chiến dịch" ',
  "onerror=\"window.__echowatchInjected = 'onerror'\"></p>",
  "<p><a href=\"javascript:window.__echowatchInjected = 'link'\">Mở bảng đo lường chiến dịch</a></p>",
].join('');

export const UNSAFE_EMBED_POST: SeedPost = viPost(
  {
    id: 140,
    slug: UNSAFE_EMBED_SLUG,
    type: 2,
    created_at: at('2025-04-02', '10:05'),
    title: 'Gắn mã theo dõi chiến dịch vào bài viết: ba lỗi bảo mật thường gặp',
    lead: 'Nhiều đội marketing dán mã nhúng của công cụ đo lường thẳng vào trình soạn thảo bài viết. Cách làm nhanh này có thể mở cửa cho mã độc chạy trên trang của bạn.',
    rawHtml: PASTED_EMBED,
  },
  [
    section('Ba lỗi thường gặp', 'Khi rà soát các trang tin của khách hàng, chúng tôi thường gặp:', [
      'Thẻ script được dán vào nội dung bài viết thay vì cài qua trình quản lý thẻ.',
      'Thuộc tính xử lý sự kiện như onerror hoặc onclick nằm trong ảnh và liên kết.',
      'Liên kết bắt đầu bằng javascript: thay vì một địa chỉ web thật.',
    ]),
    section(
      'Trang web nên làm gì',
      'Nội dung bài viết luôn phải được làm sạch trước khi hiển thị: chỉ giữ lại định dạng văn bản, ảnh và liên kết an toàn. Mã đo lường nên được cài một lần ở cấp trang, do đội kỹ thuật kiểm soát.',
    ),
  ],
);

/** Drafts: in the store like any post, never in a list, a detail answer or the sitemap. */
export const DRAFT_POSTS: SeedPost[] = [
  viPost(
    {
      id: 191,
      slug: 'ke-hoach-noi-dung-2026-ban-nhap',
      type: 1,
      status: 0,
      created_at: at('2025-11-20', '17:00'),
      title: 'Kế hoạch nội dung 2026 (bản nháp)',
      lead: 'Bản nháp nội bộ về lịch nội dung năm 2026, chưa được duyệt.',
    },
    [section('Ghi chú', 'Chờ bộ phận pháp chế duyệt trước khi đăng.')],
  ),
  viPost(
    {
      id: 192,
      slug: 'bao-cao-nganh-du-lich-ban-nhap',
      type: 4,
      status: 0,
      report: true,
      created_at: at('2025-11-19', '17:30'),
      title: 'Báo cáo thảo luận ngành du lịch 2025 (bản nháp)',
      lead: 'Số liệu đang được kiểm tra lại, chưa công bố.',
    },
    [section('Ghi chú', 'Không công bố trước ngày phát hành chính thức.')],
  ),
  enPost(
    {
      id: 291,
      slug: 'content-plan-2026-draft',
      type: 1,
      status: 0,
      created_at: at('2025-11-20', '17:10'),
      title: 'Content plan 2026 (draft)',
      lead: 'Internal draft of the 2026 content calendar, not yet approved.',
    },
    [section('Note', 'Waiting for legal review before publication.')],
  ),
  enPost(
    {
      id: 292,
      slug: 'travel-conversation-report-draft',
      type: 4,
      status: 0,
      report: true,
      created_at: at('2025-11-19', '17:40'),
      title: 'Travel conversation report 2025 (draft)',
      lead: 'Figures are being re-checked and are not yet public.',
    },
    [section('Note', 'Not to be published before the official release date.')],
  ),
];

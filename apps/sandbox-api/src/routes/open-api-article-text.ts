/** Wording of the synthetic articles: realistic Vietnamese coverage of a bank and its e-wallet. */
type Sentiment = -1 | 0 | 1;

export const NEWS_TITLES: Record<Sentiment, readonly string[]> = {
  1: [
    '{topic} giảm lãi suất vay mua nhà cho khách hàng trẻ',
    '{topic} ra mắt tính năng thanh toán QR trên ứng dụng SaoPay',
    '{topic} được vinh danh ngân hàng số tiêu biểu năm 2024',
    '{topic} mở thêm 12 chi nhánh tại miền Trung',
  ],
  0: [
    '{topic} công bố báo cáo tài chính quý I',
    '{topic} điều chỉnh biểu phí chuyển tiền từ tháng 4',
    'Lãi suất tiết kiệm tại {topic} tuần này',
    '{topic} tổ chức đại hội đồng cổ đông thường niên',
  ],
  [-1]: [
    'Khách hàng phản ánh ứng dụng {topic} lỗi chuyển tiền',
    '{topic} bị phản ánh chậm xử lý khiếu nại thẻ tín dụng',
    'Tổng đài {topic} quá tải sau sự cố hệ thống',
    'Khách hàng tố bị trừ phí dịch vụ SMS của {topic} không rõ lý do',
  ],
};

export const NEWS_BODIES: readonly string[] = [
  'Đại diện ngân hàng cho biết sẽ tiếp tục theo dõi phản hồi của khách hàng trên ứng dụng và tại chi nhánh.',
  'Theo các chuyên gia, mặt bằng lãi suất năm nay dự kiến ổn định, tạo điều kiện cho người vay mua nhà.',
  'Người dùng có thể tra cứu chi tiết trên ứng dụng SaoPay hoặc gọi tổng đài 24/7 của ngân hàng.',
  'Sự việc thu hút nhiều thảo luận trên mạng xã hội trong ngày, phần lớn đến từ các nhóm tài chính cá nhân.',
];

export const POSTS: Record<Sentiment, readonly string[]> = {
  1: [
    'Vừa vay mua nhà ở {topic}, lãi suất ổn, duyệt hồ sơ trên ứng dụng nhanh thật.',
    'Nhân viên chi nhánh {topic} hỗ trợ nhiệt tình, mở thẻ chưa tới 15 phút.',
    'Thanh toán QR bằng SaoPay của {topic} tiện ghê, đi chợ cũng quét được.',
  ],
  0: [
    'Có ai biết lãi suất tiết kiệm 12 tháng ở {topic} hiện là bao nhiêu không?',
    'Chi nhánh {topic} gần Hồ Gươm có mở cửa sáng thứ Bảy không mọi người?',
    'Mọi người đang dùng ứng dụng nào để chuyển tiền, {topic} hay ví khác?',
  ],
  [-1]: [
    'Ứng dụng {topic} lại lỗi chuyển tiền, gọi tổng đài chờ mãi không ai nghe.',
    'Bị trừ phí SMS của {topic} hai tháng liền dù đã hủy dịch vụ, ai bị giống mình không?',
    'Khiếu nại thẻ tín dụng ở {topic} hơn hai tuần chưa có kết quả, thất vọng quá.',
  ],
};

export const COMMENTS: Record<Sentiment, readonly string[]> = {
  1: ['Mình dùng {topic} mấy năm rồi, dịch vụ tốt.', 'Ứng dụng SaoPay bản mới mượt hơn hẳn.'],
  0: ['Bạn hỏi thử tổng đài {topic} xem sao.', 'Lãi suất mỗi kỳ hạn khác nhau đó bạn.'],
  [-1]: ['Mình cũng bị y chang, {topic} xử lý chậm quá.', 'Chuyển sang ngân hàng khác cho rồi, lỗi hoài.'],
};

export const AUTHORS: readonly string[] = [
  'Trần Minh Khoa',
  'Nguyễn Thu Hà',
  'Lê Hoàng Nam',
  'Phạm Ngọc Lan',
  'Võ Thanh Tùng',
  'Đặng Mai Anh',
  'Bùi Quốc Huy',
  'Hoàng Thị Yến',
];

export const LOCATIONS: readonly string[] = ['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng', 'Hải Phòng', 'Cần Thơ', 'Khánh Hòa', 'Nghệ An'];

/** Online news and other websites by source id. */
export const SITE_DOMAINS: Record<number, readonly string[]> = {
  101: ['thoibaotaichinh.vn', 'nhipsongkinhte.vn'],
  102: ['baodanangmoi.vn', 'tinmientay.vn'],
  103: ['tapchisohoa.vn', 'tapchinganhang24.vn'],
  104: ['tinnhanh365.vn'],
  105: ['doisongso.net'],
  107: ['tinhot24h.info'],
  3: ['diendantaichinh.vn'],
  4: ['blogvayvon.vn'],
  5: ['review-nganhang.vn'],
};

/** URL-friendly text: no diacritics, words joined by hyphens. */
export function slugOf(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

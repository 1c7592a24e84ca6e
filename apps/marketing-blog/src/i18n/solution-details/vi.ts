import type { ProductKind, ProductSlug } from '@echowatch/contracts';

// One page of text per slug of the contract: a slug without its page fails the type-check.
type PageTexts<K extends ProductKind> = Record<ProductSlug<K>, unknown>;

/**
 * Vietnamese texts of the solution pages' benefits and steps, by slug: static parts, so these
 * texts are loaded on the server, and in the browser only when it draws a page itself.
 */
export const vi = {
  solutionDetails: {
    'brand-health-measurement': {
      benefits: [
        { title: 'Chỉ số sức khỏe mỗi ngày', text: 'Lượng đề cập, tỷ lệ sắc thái và Share of Voice được tính tự động trên mọi kênh: báo chí, mạng xã hội, diễn đàn và video.' },
        { title: 'So sánh với đối thủ', text: 'Đặt thương hiệu cạnh các đối thủ chính để thấy ai đang dẫn dắt câu chuyện và vì sao.' },
        { title: 'Báo cáo tháng cho ban lãnh đạo', text: 'Báo cáo sức khỏe thương hiệu hằng tháng, gửi đến danh sách người nhận bạn chọn, sẵn sàng cho cuộc họp.' },
      ],
      howTitle: 'Cách triển khai',
      steps: [
        'Chọn tên thương hiệu, sản phẩm và đối thủ cần theo dõi.',
        'EchoWatch xây dựng bộ từ khóa và thu thập dữ liệu 12 tháng gần nhất làm mốc.',
        'Theo dõi bảng điều khiển hằng ngày và nhận cảnh báo khi chỉ số biến động.',
        'Nhận báo cáo tháng kèm nhận định của chuyên gia phân tích.',
      ],
    },
    'campaign-performance-tracking': {
      benefits: [
        { title: 'Chủ đề riêng cho từng chiến dịch', text: 'Theo dõi hashtag, tên sản phẩm mới và tên người có ảnh hưởng tham gia, tách biệt khỏi thảo luận thường ngày.' },
        { title: 'Đánh giá KOL, KOC bằng phản ứng thật', text: 'So sánh lượng đề cập tự nhiên và sắc thái trước, trong và sau mỗi bài đăng của người có ảnh hưởng.' },
        { title: 'Báo cáo tổng kết chiến dịch', text: 'Báo cáo sau chiến dịch với độ phủ, tương tác, sắc thái và những chủ đề khách hàng quan tâm nhất.' },
      ],
      howTitle: 'Ba giai đoạn theo dõi',
      steps: [
        'Trước chiến dịch: đo mức nền của thương hiệu và đối thủ.',
        'Trong chiến dịch: bảng điều khiển thời gian thực và cảnh báo khi sắc thái xấu đi.',
        'Sau chiến dịch: báo cáo tổng kết và bài học cho lần sau.',
        'Tùy chọn: chuyên gia EchoWatch phân tích và đề xuất điều chỉnh hằng tuần.',
      ],
    },
    'customer-care': {
      benefits: [
        { title: 'Không bỏ sót phàn nàn', text: 'Đề cập tiêu cực từ mọi nguồn được gom về một nơi, kể cả những bình luận không nhắc tên fanpage.' },
        { title: 'Cảnh báo đến đúng người', text: 'Phân luồng cảnh báo theo sản phẩm hoặc khu vực đến đúng nhân viên phụ trách, qua ứng dụng, web hoặc email.' },
        { title: 'Đo chất lượng phản hồi', text: 'Theo dõi thời gian phản hồi và sắc thái sau khi xử lý để cải thiện quy trình chăm sóc khách hàng.' },
      ],
      howTitle: 'Quy trình gợi ý',
      steps: [
        'Thiết lập bộ lọc cho các cụm từ phàn nàn thường gặp của ngành bạn.',
        'Chuyển cảnh báo đến đội chăm sóc khách hàng theo ca trực.',
        'Phản hồi công khai ngắn gọn, xử lý chi tiết qua tin nhắn riêng.',
        'Xem báo cáo tháng về các vấn đề lặp lại để khắc phục tận gốc.',
      ],
    },
  } satisfies PageTexts<'solutions'>,
};

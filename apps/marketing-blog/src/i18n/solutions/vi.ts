import type { ProductKind, ProductSlug } from '@echowatch/contracts';

// One page of text per slug of the contract: a slug without its page fails the type-check.
type PageTexts<K extends ProductKind> = Record<ProductSlug<K>, unknown>;

/** Vietnamese texts of the three solution pages, by slug. */
export const vi = {
  solutions: {
    'brand-health-measurement': {
      name: 'Đo lường sức khỏe thương hiệu',
      title: 'Đo lường sức khỏe thương hiệu bằng dữ liệu thảo luận thật',
      lead: 'Biết khách hàng đang nói gì, cảm thấy thế nào và so sánh bạn với ai, cập nhật mỗi ngày thay vì chờ khảo sát mỗi quý.',
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
      ctaTitle: 'Bắt đầu đo sức khỏe thương hiệu của bạn',
    },
    'campaign-performance-tracking': {
      name: 'Theo dõi hiệu quả chiến dịch',
      title: 'Theo dõi hiệu quả chiến dịch theo thời gian thực',
      lead: 'Biết chiến dịch được đón nhận ra sao ngay trong những ngày đầu, để điều chỉnh thông điệp và ngân sách khi vẫn còn kịp.',
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
      ctaTitle: 'Đo hiệu quả chiến dịch tiếp theo của bạn',
    },
    'customer-care': {
      name: 'Chăm sóc khách hàng',
      title: 'Chăm sóc khách hàng từ những gì họ nói trên mạng',
      lead: 'Tìm thấy khách hàng đang phàn nàn ở hội nhóm, dưới bài báo hay trên trang cá nhân, và phản hồi trước khi họ rời bỏ thương hiệu.',
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
      ctaTitle: 'Lắng nghe khách hàng ở mọi nơi họ lên tiếng',
    },
  } satisfies PageTexts<'solutions'>,
};

/**
 * Vietnamese texts of the FAQ: topics in a fixed order (counted from 0 in an answer's address, ?topic=&question=),
 * each with its questions and answers. {{brand}}, {{hotline}} and {{email}} come from the configuration.
 */
export const vi = {
  faq: {
    title: 'Câu hỏi thường gặp về sản phẩm',
    viewTitle: '{{view}} – Câu hỏi thường gặp về sản phẩm',
    support: 'Hỗ trợ',
    views: 'Trang câu hỏi thường gặp',
    allTopics: 'Tất cả chủ đề',
    common: 'Câu hỏi phổ biến',
    topicsLabel: 'Chủ đề và câu hỏi',
    intro: 'Giải đáp nhanh về tài khoản, dữ liệu, cảnh báo, báo cáo và thanh toán của {{brand}}.',
    readInTopic: 'Xem trong chủ đề {{topic}}',
    contact: 'Chưa tìm thấy câu trả lời? Gọi <phone>{{hotline}}</phone> hoặc gửi email tới <mail>{{email}}</mail>, chúng tôi phản hồi trong giờ làm việc.',
    topics: [
      {
        title: 'Bắt đầu sử dụng',
        questions: [
          { q: '{{brand}} là gì?', a: '{{brand}} là dịch vụ lắng nghe mạng xã hội và giám sát danh tiếng trực tuyến. Hệ thống thu thập đề cập từ báo chí, mạng xã hội và diễn đàn, phân loại sắc thái, gửi cảnh báo và tạo báo cáo tự động.' },
          { q: 'Tôi có thể dùng thử miễn phí không?', a: 'Có. Tài khoản mới được dùng thử miễn phí 15 ngày với 5.000 dữ liệu thu thập, đầy đủ tính năng theo dõi, cảnh báo và báo cáo.' },
          { q: 'Làm sao để mời đồng nghiệp vào tổ chức?', a: 'Quản trị viên mở phần quản lý tổ chức và gửi lời mời qua email. Người được mời nhấn vào đường dẫn trong email để tạo tài khoản và tham gia tổ chức.' },
        ],
      },
      {
        title: 'Dữ liệu và nguồn tin',
        questions: [
          { q: '{{brand}} thu thập dữ liệu từ những nguồn nào?', a: 'Báo điện tử trong nước, Facebook, YouTube, TikTok, Instagram, diễn đàn, blog và các trang đánh giá. Chỉ nội dung công khai được thu thập.' },
          { q: 'Dữ liệu được cập nhật nhanh đến mức nào?', a: 'Phần lớn đề cập xuất hiện trên bảng điều khiển sau vài phút kể từ khi được đăng. Một số nguồn có độ trễ lâu hơn tùy chính sách của nền tảng.' },
          { q: 'Tôi có thể xem dữ liệu của những tháng trước không?', a: 'Khi tạo chủ đề mới, bạn có thể yêu cầu thu thập dữ liệu lịch sử để có mốc so sánh. Phạm vi lịch sử phụ thuộc gói dịch vụ.' },
          { q: 'Hệ thống có hiểu tiếng Việt không dấu và tiếng lóng không?', a: 'Có. Mô hình phân tích được huấn luyện riêng cho tiếng Việt, bao gồm cách viết không dấu, viết tắt và tiếng lóng phổ biến trên mạng xã hội.' },
        ],
      },
      {
        title: 'Cảnh báo và báo cáo',
        questions: [
          { q: 'Tôi nhận cảnh báo qua những kênh nào?', a: 'Cảnh báo được gửi qua ứng dụng di động, giao diện web và email. Cảnh báo qua email có ở gói Professional.' },
          { q: 'Làm sao để tránh nhận quá nhiều cảnh báo?', a: 'Đặt ngưỡng dựa trên mức đề cập tiêu cực trung bình và chỉ chọn những chủ đề quan trọng. Thiết lập cảnh báo nâng cao có ở gói Premium và Professional.' },
          { q: 'Báo cáo tự động gồm những gì?', a: 'Báo cáo gồm lượng đề cập, tỷ lệ sắc thái, nguồn lan truyền, so sánh đối thủ và các chủ đề nổi bật, gửi theo lịch tuần, tháng hoặc quý.' },
        ],
      },
      {
        title: 'Gói dịch vụ và thanh toán',
        questions: [
          { q: 'Có những gói dịch vụ nào?', a: 'Bốn gói Basic, Standard, Premium và Professional, khác nhau ở số đề cập mỗi tháng, số tài khoản, số chủ đề và số lần xuất dữ liệu mỗi ngày.' },
          { q: 'Tôi có thể đổi gói giữa chừng không?', a: 'Bạn có thể nâng cấp bất cứ lúc nào; phần chênh lệch được tính theo số ngày còn lại của kỳ thanh toán. Hạ cấp có hiệu lực từ kỳ tiếp theo.' },
          { q: 'Tôi cần thêm từ khóa hoặc tài khoản thì sao?', a: 'Bạn có thể mua thêm gói mở rộng: thêm từ khóa, thêm dữ liệu, thêm tài khoản hoặc thêm nguồn trang và nhóm mạng xã hội.' },
        ],
      },
      {
        title: 'Tài khoản và bảo mật',
        questions: [
          { q: 'Làm sao để bật xác thực hai lớp?', a: 'Trong phần cài đặt tài khoản, bật xác thực hai lớp và quét mã QR bằng ứng dụng xác thực. Từ lần sau, bạn nhập mã 6 số sau mật khẩu.' },
          { q: 'Tôi bị mất điện thoại có ứng dụng xác thực thì làm thế nào?', a: 'Chọn "Đặt lại xác thực hai lớp" ở màn hình nhập mã. Hệ thống gửi đường dẫn đặt lại đến email của bạn để cài đặt ứng dụng xác thực mới.' },
          { q: 'Dữ liệu của tổ chức tôi được bảo vệ ra sao?', a: 'Dữ liệu được truyền qua kết nối mã hóa và chỉ những tài khoản trong tổ chức của bạn mới xem được chủ đề và báo cáo của tổ chức.' },
        ],
      },
    ],
  },
};

import type { ProductKind, ProductSlug } from '@echowatch/contracts';

// One page of text per slug of the contract: a slug without its page fails the type-check.
type PageTexts<K extends ProductKind> = Record<ProductSlug<K>, unknown>;

/** Vietnamese texts of the three feature pages, by slug. */
export const vi = {
  features: {
    'collecting-data': {
      name: 'Thu thập dữ liệu',
      title: 'Thu thập dữ liệu từ mọi nơi khách hàng lên tiếng',
      lead: 'Báo chí, mạng xã hội, diễn đàn, blog và video: EchoWatch thu thập đề cập liên tục, kể cả tiếng Việt không dấu và tiếng lóng.',
      benefits: [
        { title: 'Nguồn phủ rộng', text: 'Báo điện tử lớn và địa phương, Facebook, YouTube, TikTok, Instagram, diễn đàn và các trang đánh giá.' },
        { title: 'Bộ từ khóa thông minh', text: 'Từ khóa bao gồm, loại trừ và kết hợp, giúp dữ liệu đúng thương hiệu và ít nhiễu.' },
        { title: 'Dữ liệu gần thời gian thực', text: 'Đề cập mới xuất hiện trên bảng điều khiển chỉ sau vài phút để bạn không đi sau câu chuyện.' },
      ],
      howTitle: 'Những gì được thu thập',
      steps: [
        'Bài viết, bình luận và phản hồi trên trang, nhóm và tài khoản cá nhân công khai.',
        'Bài báo điện tử kèm tiêu đề, tóm tắt và nguồn đăng.',
        'Video và bình luận trên YouTube, TikTok.',
        'Lượt thích, bình luận, chia sẻ và lượt xem của từng đề cập.',
      ],
      ctaTitle: 'Xem dữ liệu về thương hiệu của bạn',
    },
    'data-analysis': {
      name: 'Phân tích dữ liệu',
      title: 'Phân tích dữ liệu để hiểu điều khách hàng thật sự nghĩ',
      lead: 'Sắc thái, chủ đề, nguồn lan truyền và nhân khẩu học trên cùng một bảng điều khiển, để con số trở thành quyết định.',
      benefits: [
        { title: 'Phân tích sắc thái tiếng Việt', text: 'Mô hình được huấn luyện cho tiếng Việt phân loại tích cực, trung lập, tiêu cực và học thêm từ mỗi lần bạn sửa nhãn.' },
        { title: 'Chủ đề và từ khóa nổi bật', text: 'Biết khách hàng nhắc nhiều nhất đến giá, chất lượng hay dịch vụ, và chủ đề nào đang tăng.' },
        { title: 'Nguồn và nhân khẩu học', text: 'Xem trang, nhóm và tác giả dẫn dắt thảo luận, cùng độ tuổi, giới tính và khu vực của người tham gia.' },
      ],
      howTitle: 'Các góc phân tích',
      steps: [
        'Thống kê theo nguồn: mạng xã hội, báo chí lớn, báo địa phương, diễn đàn.',
        'Thống kê theo sắc thái và theo tên miền đăng tải.',
        'Thống kê tương tác: lượt thích, bình luận và chia sẻ theo ngày.',
        'Nhân khẩu học theo độ tuổi từ 18–24 đến trên 65 và theo tỉnh, thành.',
      ],
      ctaTitle: 'Biến dữ liệu thảo luận thành quyết định',
    },
    'alert-report': {
      name: 'Cảnh báo và báo cáo',
      title: 'Cảnh báo tức thì và báo cáo tự động',
      lead: 'Nhận cảnh báo khi tin tiêu cực tăng đột biến và nhận báo cáo định kỳ mà không phải tự tổng hợp số liệu.',
      benefits: [
        { title: 'Cảnh báo đa kênh', text: 'Thông báo trên ứng dụng di động, giao diện web và email, với ngưỡng và người nhận do bạn thiết lập.' },
        { title: 'Bối cảnh đi kèm', text: 'Mỗi cảnh báo kèm bài viết gốc, mức độ lan truyền và sắc thái để đội ngũ phản ứng ngay.' },
        { title: 'Báo cáo định kỳ tự động', text: 'Báo cáo tuần, tháng hoặc quý được gửi đến đúng người, xuất ra tệp để chia sẻ nội bộ.' },
      ],
      howTitle: 'Thiết lập trong vài phút',
      steps: [
        'Chọn chủ đề và loại đề cập cần cảnh báo.',
        'Đặt ngưỡng dựa trên mức đề cập tiêu cực trung bình.',
        'Chọn kênh nhận: ứng dụng, web hoặc email.',
        'Chọn lịch và danh sách người nhận báo cáo.',
      ],
      ctaTitle: 'Đừng để khủng hoảng bất ngờ tìm đến bạn',
    },
  } satisfies PageTexts<'features'>,
};

import type { ProductKind, ProductSlug } from '@echowatch/contracts';

// One page of text per slug of the contract: a slug without its page fails the type-check.
type PageTexts<K extends ProductKind> = Record<ProductSlug<K>, unknown>;

/**
 * Vietnamese texts of the feature pages' benefits and steps, by slug: static parts, so these
 * texts are loaded on the server, and in the browser only when it draws a page itself.
 */
export const vi = {
  featureDetails: {
    'collecting-data': {
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
    },
    'data-analysis': {
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
    },
    'alert-report': {
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
    },
  } satisfies PageTexts<'features'>,
};

import type { ProductKind, ProductSlug } from '@echowatch/contracts';

// One page of text per slug of the contract: a slug without its page fails the type-check.
type PageTexts<K extends ProductKind> = Record<ProductSlug<K>, unknown>;

/**
 * Vietnamese texts of the solution and feature pages' benefits and steps, by slug: static parts,
 * so these texts are loaded on the server, and in the browser only when it draws a page itself.
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

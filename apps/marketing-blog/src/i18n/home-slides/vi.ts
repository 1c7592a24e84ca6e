/** Vietnamese texts of the home carousel's later slides. */
export const vi = {
  home: {
    slides: {
      alerts: {
        eyebrow: 'Cảnh báo khủng hoảng',
        title: 'Biết tin tiêu cực trước khi nó lan rộng',
        text: 'Cảnh báo qua ứng dụng, web và email chỉ sau vài phút, kèm bài viết gốc và mức độ lan truyền để bạn phản hồi đúng chỗ.',
        cta: 'Tìm hiểu tính năng cảnh báo',
      },
      reports: {
        eyebrow: 'Dịch vụ báo cáo',
        title: 'Báo cáo chuyên sâu do chuyên gia phân tích',
        text: 'Báo cáo sức khỏe thương hiệu, ngành, chiến dịch và sự vụ truyền thông theo tuần, tháng hoặc quý, gửi thẳng tới hộp thư của bạn.',
        cta: 'Xem báo cáo chuyên sâu',
      },
      knowledge: {
        eyebrow: 'Blog',
        title: 'Kiến thức social listening cho người làm marketing',
        text: 'Cẩm nang giải pháp, góc nhìn chuyên gia và báo cáo ngành được cập nhật hằng tuần.',
        cta: 'Khám phá blog',
      },
    },
  },
};

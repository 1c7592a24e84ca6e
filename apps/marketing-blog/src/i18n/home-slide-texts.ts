import type { NamespaceResources } from '@echowatch/remote-kit';

/** Texts of the carousel's later slides; they come with the carousel engine, after the first paint. */
export const homeSlideTexts: NamespaceResources = {
  vi: {
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
  },
  en: {
    home: {
      slides: {
        alerts: {
          eyebrow: 'Crisis alerts',
          title: 'Know about negative news before it spreads',
          text: 'Alerts in the app, on the web and by e-mail within minutes, with the original post and its reach so you respond in the right place.',
          cta: 'Explore alerts',
        },
        reports: {
          eyebrow: 'Report service',
          title: 'In-depth reports analysed by experts',
          text: 'Brand health, industry, campaign and media case reports, weekly, monthly or quarterly, delivered to your inbox.',
          cta: 'See insight reports',
        },
        knowledge: {
          eyebrow: 'Blog',
          title: 'Social listening know-how for marketers',
          text: 'Solution handbooks, expert views and industry reports, updated every week.',
          cta: 'Explore the blog',
        },
      },
    },
  },
};

import { viIntroduction } from './vi-introduction';
import { viReference } from './vi-reference';

/** Vietnamese strings of the Open API documentation (the default language). */
export const vi = {
  page: {
    title: 'Tài liệu Open API',
    lead: 'Kết nối hệ thống của bạn với dữ liệu {{brand}}: chủ đề, bài viết từ báo điện tử và mạng xã hội, cảnh báo và số liệu thống kê, qua một REST API duy nhất.',
  },
  menu: {
    label: 'Danh mục tài liệu Open API',
    toggle: 'Mục lục tài liệu',
  },
  onThisPage: 'Trên trang này',
  updating: 'Đang cập nhật...',
  sections: {
    introduction: {
      title: 'Giới thiệu',
      items: {
        description: 'Mô tả',
        systemDiagram: 'Sơ đồ hệ thống',
        integrationProcess: 'Quy trình tích hợp',
        integrationSupport: 'Hỗ trợ tích hợp',
      },
    },
    newsArticles: {
      title: 'Bài viết',
      items: {
        topicList: 'Danh sách chủ đề',
        articleSearch: 'Tìm kiếm bài viết',
        articleDetail: 'Chi tiết bài viết',
      },
    },
    alerts: {
      title: 'Cảnh báo',
      items: {
        alertSettings: 'Danh sách cài đặt cảnh báo',
        alertNotifications: 'Danh sách thông báo cảnh báo',
        alertNotificationDetail: 'Chi tiết thông báo cảnh báo',
      },
    },
    statistics: {
      title: 'Thống kê',
      items: {
        mentionsBySource: 'Thảo luận theo nguồn',
        sentiment: 'Sắc thái',
        topDomains: 'Top tên miền đăng tải',
        topInteractionSources: 'Top nguồn tương tác',
        demographics: 'Nhân khẩu học',
        facebookGroups: 'Thống kê nhóm Facebook',
        newsGroups: 'Thống kê nhóm báo chí',
      },
    },
  },
  intro: viIntroduction,
  reference: viReference,
};

import { SANDBOX_FIXTURES } from '../sandbox-fixtures';
import { EXAMPLE_ARTICLE_IDS } from './examples-news';
import { text } from './localized-text';

export const alertExamples = {
  settings: {
    request: { email: SANDBOX_FIXTURES.alertEmail },
    requestSummary: text('Cài đặt cảnh báo của một người dùng', 'Alert settings of one user'),
    response: {
      code: 0,
      message: 'success',
      data: [
        { id: 301, name: 'Tin tiêu cực về Ngân hàng Sao Việt', created_at: '2024/05/06 09:30:00', updated_at: '2025/01/15 16:05:12' },
        { id: 302, name: 'Phản ánh lỗi ứng dụng SaoPay', created_at: '2024/05/06 09:42:00', updated_at: '2024/11/02 10:20:45' },
      ],
    },
  },
  notifications: {
    request: { email: SANDBOX_FIXTURES.alertEmail, page: 0, size: 2, alert_id: 302, read: 0, has_read: 0 },
    requestSummary: text('Thông báo chưa đọc của cảnh báo lỗi SaoPay', 'Unread notifications of the SaoPay error alert'),
    response: {
      code: 0,
      message: 'success',
      data: {
        total: 14,
        count: 2,
        hits: [
          {
            id: 90017,
            alert_id: 302,
            title: 'Cảnh báo: Phản ánh lỗi ứng dụng SaoPay',
            content: 'Bài đăng tiêu cực trong nhóm "Cộng đồng vay mua nhà" có 214 lượt thích và 96 bình luận.',
            data: { article_id: EXAMPLE_ARTICLE_IDS.social, index_name: 'social_2025_03' },
            created_at: '2025/03/04 18:30:04',
            read_at: null,
          },
          {
            id: 90012,
            alert_id: 302,
            title: 'Cảnh báo: Phản ánh lỗi ứng dụng SaoPay',
            content: 'Bài báo trên thoibaotaichinh.vn nhắc tới ứng dụng SaoPay: "Ngân hàng Sao Việt giảm lãi suất vay mua nhà cho khách hàng trẻ".',
            data: { article_id: EXAMPLE_ARTICLE_IDS.news, index_name: 'news_2025_03' },
            created_at: '2025/03/03 11:02:51',
            read_at: null,
          },
        ],
      },
    },
  },
};

import { SANDBOX_FIXTURES } from '../sandbox-fixtures';
import { text } from './localized-text';

/** Article ids the sandbox recognises (topic 1024, 4 and 5 March 2025), so the examples can be sent as they are. */
export const EXAMPLE_ARTICLE_IDS = { news: '05d2692a321f85f2', social: '05d2692a31e115dd' } as const;

const newsArticle = {
  index: 'news_2025_03',
  id: EXAMPLE_ARTICLE_IDS.news,
  url: 'https://thoibaotaichinh.vn/ngan-hang/sao-viet-giam-lai-suat-vay-mua-nha-cho-khach-hang-tre.html',
  domain: 'thoibaotaichinh.vn',
  published_time: '2025/03/05 10:37:07',
  title: 'Ngân hàng Sao Việt giảm lãi suất vay mua nhà cho khách hàng trẻ',
  summary: 'Ngân hàng Sao Việt giảm 0,5 điểm phần trăm lãi suất vay mua nhà cho khách hàng dưới 35 tuổi trong quý II.',
  content:
    'Từ ngày 5/3, Ngân hàng Sao Việt giảm 0,5 điểm phần trăm lãi suất vay mua nhà cho khách hàng dưới 35 tuổi. Khoản vay được duyệt trực tuyến trên ứng dụng SaoPay trong 48 giờ, thời hạn tối đa 25 năm.',
  image_sources: ['https://thoibaotaichinh.vn/images/2025/03/sao-viet-lai-suat-vay.jpg'],
  video_source: [],
  sentiment: 1,
  article_type: null,
  post_id: null,
  comment_id: null,
  reply_id: null,
  like_count: 0,
  unlike_count: 0,
  share_count: 37,
  comment_count: 12,
  reply_count: 0,
  view_count: 5840,
};

const socialArticle = {
  index: 'social_2025_03',
  id: EXAMPLE_ARTICLE_IDS.social,
  url: 'https://www.facebook.com/groups/congdongvaymuanha/posts/884512093311207',
  domain: 'facebook.com',
  published_time: '2025/03/04 18:21:43',
  title: 'Ứng dụng SaoPay lỗi chuyển tiền cả tối nay',
  summary: 'Thành viên nhóm phản ánh ứng dụng SaoPay báo lỗi khi chuyển tiền liên ngân hàng từ 20 giờ.',
  content:
    'Ứng dụng SaoPay lỗi chuyển tiền cả tối nay, gọi tổng đài thì chờ hơn 15 phút. Ai dùng Ngân hàng Sao Việt có bị giống mình không?',
  image_sources: ['https://scontent.xx.fbcdn.net/v/t39/saopay-loi-chuyen-tien.jpg'],
  video_source: [],
  sentiment: -1,
  article_type: 6,
  post_id: '884512093311207',
  comment_id: null,
  reply_id: null,
  like_count: 214,
  unlike_count: 0,
  share_count: 18,
  comment_count: 96,
  reply_count: 0,
  view_count: 0,
};

export const newsExamples = {
  topicList: {
    response: {
      code: 0,
      message: 'success',
      data: {
        topics: [
          { topic_id: 1024, topic_name: 'Ngân hàng Sao Việt', parent_topic_id: 12, enable: true },
          { topic_id: 1025, topic_name: 'Ví điện tử SaoPay', parent_topic_id: 12, enable: true },
          { topic_id: 1040, topic_name: 'Khủng hoảng truyền thông ngành ngân hàng', parent_topic_id: 0, enable: true },
        ],
        groups: [
          {
            id: 12,
            name: 'Ngân hàng và ví điện tử',
            description: 'Thương hiệu ngân hàng và ví điện tử của tập đoàn Sao Việt',
            order: 1,
            created_at: '2024/05/06 09:15:00',
            topics: [
              { topic_id: 1024, topic_name: 'Ngân hàng Sao Việt', parent_topic_id: 12, enable: true },
              { topic_id: 1025, topic_name: 'Ví điện tử SaoPay', parent_topic_id: 12, enable: true },
            ],
          },
        ],
      },
    },
  },
  search: {
    request: {
      topic_id: SANDBOX_FIXTURES.topicId,
      date_from: '2025/03/01 00:00:00',
      date_to: '2025/03/31 23:59:59',
      page: 0,
      size: 2,
      order: 1,
      sentiments: [-1, 0, 1],
      keywords: 'lãi suất,SaoPay',
      sources: [2, 101, 102],
      similar_master: 0,
    },
    requestSummary: text('Bài viết về lãi suất hoặc SaoPay trong tháng 3/2025', 'Articles about interest rates or SaoPay in March 2025'),
    response: { code: 0, message: 'success', data: { total: 57, count: 2, hits: [socialArticle, newsArticle] } },
  },
  view: {
    request: { index_names: ['news_2025_03', 'social_2025_03'], ids: [EXAMPLE_ARTICLE_IDS.news, EXAMPLE_ARTICLE_IDS.social] },
    requestSummary: text('Hai bài viết lấy từ kết quả tìm kiếm', 'Two articles from a search result'),
    response: { code: 0, message: 'success', data: [newsArticle, socialArticle] },
  },
  alertArticle: {
    request: { index_names: ['social_2025_03'], ids: [EXAMPLE_ARTICLE_IDS.social] },
    requestSummary: text('Bài viết của một thông báo cảnh báo', 'The article of an alert notification'),
    response: { code: 0, message: 'success', data: [{ ...socialArticle, author_display_name: 'Trần Minh Khoa' }] },
  },
};

import { ARTICLE_TYPES, enumOf, SENTIMENTS } from './enumerations';
import { text } from './localized-text';
import { count, dateTime, ref } from './schemas-common';

const nullableId = (description: ReturnType<typeof text>) => ({ type: ['string', 'null'], description });

const urlList = (description: ReturnType<typeof text>) => ({
  type: 'array',
  description,
  items: { type: 'string', format: 'uri' },
});

const articleProperties = {
  index: { type: 'string', description: text('Tên chỉ mục lưu bài viết; gửi lại cùng id để xem chi tiết.', 'Index that stores the article; send it back with id to read the detail.') },
  id: { type: 'string', description: text('Mã bài viết.', 'Article id.') },
  url: { type: 'string', format: 'uri', description: text('Đường dẫn tới bài viết gốc.', 'Link to the original article.') },
  domain: { type: 'string', description: text('Tên miền của nguồn đăng.', 'Domain of the publishing source.') },
  published_time: dateTime(text('Thời điểm đăng bài.', 'When the article was published.')),
  title: { type: 'string', description: text('Tiêu đề; bình luận không có tiêu đề thì là chuỗi rỗng.', 'Title; an empty string for comments, which have none.') },
  summary: { type: 'string', description: text('Tóm tắt nội dung.', 'Summary of the content.') },
  content: { type: 'string', description: text('Nội dung dạng văn bản thuần.', 'Content as plain text.') },
  image_sources: urlList(text('Đường dẫn các ảnh trong bài.', 'Links to the images of the article.')),
  video_source: urlList(text('Đường dẫn các video trong bài.', 'Links to the videos of the article.')),
  sentiment: { type: 'integer', description: text('Sắc thái của bài viết.', 'Sentiment of the article.'), ...enumOf(SENTIMENTS) },
  article_type: {
    type: ['integer', 'null'],
    description: text('Loại bài viết mạng xã hội; null với báo điện tử và website khác.', 'Kind of social post; null for online news and other websites.'),
    enum: [...ARTICLE_TYPES.map((entry) => entry.value), null],
    'x-enum-descriptions': [
      ...ARTICLE_TYPES.map((entry) => entry.label),
      text('Không áp dụng: báo điện tử hoặc website khác', 'Not applicable: online news or another website'),
    ],
  },
  post_id: nullableId(text('Mã bài đăng gốc trên mạng xã hội; null với báo điện tử và website.', 'Id of the social post; null for online news and websites.')),
  comment_id: nullableId(text('Mã bình luận với bình luận và trả lời; null nếu không có.', 'Id of the comment for comments and replies; otherwise null.')),
  reply_id: nullableId(text('Mã trả lời với trả lời; null nếu không có.', 'Id of the reply for replies; otherwise null.')),
  like_count: count(text('Số lượt thích.', 'Number of likes.')),
  unlike_count: count(text('Số lượt không thích.', 'Number of dislikes.')),
  share_count: count(text('Số lượt chia sẻ.', 'Number of shares.')),
  comment_count: count(text('Số bình luận.', 'Number of comments.')),
  reply_count: count(text('Số trả lời.', 'Number of replies.')),
  view_count: count(text('Số lượt xem.', 'Number of views.')),
};

const ARTICLE_FIELDS = Object.keys(articleProperties);

const topicProperties = {
  topic_id: { type: 'integer', description: text('Mã chủ đề.', 'Topic id.') },
  topic_name: { type: 'string', description: text('Tên chủ đề.', 'Topic name.') },
  parent_topic_id: {
    type: 'integer',
    minimum: 0,
    description: text('Mã nhóm chứa chủ đề; 0 nghĩa là không thuộc nhóm nào.', 'Id of the group holding the topic; 0 means no group.'),
  },
  enable: { type: 'boolean', description: text('Chủ đề đang được theo dõi hay đã tạm dừng.', 'Whether the topic is being monitored or paused.') },
};

export const articleSchemas = {
  Article: {
    type: 'object',
    description: text('Một bài viết: bài báo, bài đăng, bình luận hoặc trả lời.', 'One article: a news story, a post, a comment or a reply.'),
    required: ARTICLE_FIELDS,
    additionalProperties: false,
    properties: articleProperties,
  },
  AlertArticle: {
    type: 'object',
    description: text('Bài viết của một thông báo cảnh báo, kèm tên tác giả.', 'The article of an alert notification, with its author.'),
    required: [...ARTICLE_FIELDS, 'author_display_name'],
    additionalProperties: false,
    properties: {
      ...articleProperties,
      author_display_name: { type: 'string', description: text('Tên hiển thị của tác giả.', 'Display name of the author.') },
    },
  },
  ArticleSearchData: {
    type: 'object',
    required: ['total', 'count', 'hits'],
    additionalProperties: false,
    properties: {
      total: count(text('Tổng số bài viết khớp điều kiện.', 'Number of articles that match.')),
      count: count(text('Số bài viết trong trang này.', 'Number of articles on this page.')),
      hits: { type: 'array', description: text('Các bài viết của trang.', 'The articles of the page.'), items: ref('Article') },
    },
  },
  Topic: {
    type: 'object',
    description: text('Một chủ đề tổ chức đang theo dõi.', 'A topic the organization monitors.'),
    required: Object.keys(topicProperties),
    additionalProperties: false,
    properties: topicProperties,
  },
  TopicGroup: {
    type: 'object',
    description: text('Một nhóm chủ đề.', 'A topic group.'),
    required: ['id', 'name', 'description', 'order', 'created_at', 'topics'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', description: text('Mã nhóm, dùng làm group_topic_id.', 'Group id, used as group_topic_id.') },
      name: { type: 'string', description: text('Tên nhóm.', 'Group name.') },
      description: { type: 'string', description: text('Mô tả nhóm.', 'Group description.') },
      order: { type: 'integer', description: text('Thứ tự hiển thị của nhóm.', 'Display order of the group.') },
      created_at: dateTime(text('Thời điểm tạo nhóm.', 'When the group was created.')),
      topics: { type: 'array', description: text('Các chủ đề trong nhóm.', 'Topics of the group.'), items: ref('Topic') },
    },
  },
  TopicListData: {
    type: 'object',
    required: ['topics', 'groups'],
    additionalProperties: false,
    properties: {
      topics: { type: 'array', description: text('Mọi chủ đề của tổ chức, kể cả chủ đề trong nhóm.', 'Every topic of the organization, grouped or not.'), items: ref('Topic') },
      groups: { type: 'array', description: text('Các nhóm chủ đề.', 'The topic groups.'), items: ref('TopicGroup') },
    },
  },
  AlertSetting: {
    type: 'object',
    description: text('Một cài đặt cảnh báo của người dùng.', 'An alert setting of the user.'),
    required: ['id', 'name', 'created_at', 'updated_at'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', description: text('Mã cài đặt cảnh báo, dùng làm alert_id.', 'Alert setting id, used as alert_id.') },
      name: { type: 'string', description: text('Tên cài đặt cảnh báo.', 'Name of the alert setting.') },
      created_at: dateTime(text('Thời điểm tạo.', 'When it was created.')),
      updated_at: dateTime(text('Thời điểm cập nhật gần nhất.', 'When it was last updated.')),
    },
  },
  AlertNotification: {
    type: 'object',
    description: text('Một thông báo cảnh báo đã gửi tới người dùng.', 'An alert notification sent to the user.'),
    required: ['id', 'alert_id', 'title', 'content', 'data', 'created_at', 'read_at'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', description: text('Mã thông báo.', 'Notification id.') },
      alert_id: { type: 'integer', description: text('Mã cài đặt cảnh báo đã tạo thông báo.', 'Id of the alert setting that raised it.') },
      title: { type: 'string', description: text('Tiêu đề thông báo.', 'Notification title.') },
      content: { type: 'string', description: text('Nội dung thông báo.', 'Notification text.') },
      data: {
        type: 'object',
        description: text('Bài viết gây ra cảnh báo; dùng để xem chi tiết thông báo.', 'The article behind the alert; use it to read the notification detail.'),
        required: ['article_id', 'index_name'],
        additionalProperties: false,
        properties: {
          article_id: { type: 'string', description: text('Mã bài viết.', 'Article id.') },
          index_name: { type: 'string', description: text('Tên chỉ mục của bài viết.', 'Index name of the article.') },
        },
      },
      created_at: dateTime(text('Thời điểm gửi thông báo.', 'When the notification was sent.')),
      read_at: {
        ...dateTime(text('Thời điểm người dùng đọc; null nếu chưa đọc.', 'When the user read it; null if unread.')),
        type: ['string', 'null'],
      },
    },
  },
  NotificationListData: {
    type: 'object',
    required: ['total', 'count', 'hits'],
    additionalProperties: false,
    properties: {
      total: count(text('Tổng số thông báo khớp điều kiện.', 'Number of notifications that match.')),
      count: count(text('Số thông báo trong trang này.', 'Number of notifications on this page.')),
      hits: { type: 'array', description: text('Các thông báo của trang, mới nhất trước.', 'Notifications of the page, newest first.'), items: ref('AlertNotification') },
    },
  },
};

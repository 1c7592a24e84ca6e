import { OPEN_API_RULES } from '../open-api-rules';
import {
  ARTICLE_TYPES,
  enumOf,
  GROUP_ARTICLE_TYPES,
  HAS_READ_VALUES,
  ORDER_VALUES,
  READ_FILTERS,
  SENTIMENTS,
  SIMILAR_MASTER_VALUES,
  SOURCE_IDS,
} from './enumerations';
import { text } from './localized-text';
import { dateTime } from './schemas-common';

const { dateTimeFormat, maxRangeDays, maxPageSize, defaultPageSize, firstPage } = OPEN_API_RULES;

const topicSelection = {
  topic_id: {
    type: 'integer',
    minimum: 1,
    description: text('Mã chủ đề, lấy từ danh sách chủ đề (trường topic_id).', 'Topic id, from the topic list (field topic_id).'),
    'x-note': text('Bắt buộc nếu không gửi group_topic_id.', 'Required unless group_topic_id is sent.'),
  },
  group_topic_id: {
    type: 'integer',
    minimum: 1,
    description: text('Mã nhóm chủ đề, lấy từ danh sách chủ đề (trường id của nhóm).', 'Topic group id, from the topic list (field id of a group).'),
    'x-note': text(
      'Bắt buộc nếu không gửi topic_id; lấy dữ liệu của mọi chủ đề trong nhóm. Khi gửi cả hai, topic_id được dùng.',
      'Required unless topic_id is sent; covers every topic of the group. When both are sent, topic_id is used.',
    ),
  },
};

const dateRange = {
  date_from: dateTime(text('Thời điểm bắt đầu của khoảng truy vấn.', 'Start of the queried range.'), {
    'x-note': text(`Định dạng ${dateTimeFormat}; sai định dạng trả về mã 18.`, `Format ${dateTimeFormat}; a malformed value returns code 18.`),
  }),
  date_to: dateTime(text('Thời điểm kết thúc của khoảng truy vấn.', 'End of the queried range.'), {
    'x-note': text(
      `Không sớm hơn date_from và cách date_from không quá ${maxRangeDays} ngày; vượt quá trả về mã 19.`,
      `Not before date_from and at most ${maxRangeDays} days after it; a longer range returns code 19.`,
    ),
  }),
};

/** Requests that name a topic or a group over a date range share these members and rules. */
const topicRangeRules = {
  required: ['date_from', 'date_to'],
  anyOf: [{ required: ['topic_id'] }, { required: ['group_topic_id'] }],
  'x-date-range': { from: 'date_from', to: 'date_to', maxDays: maxRangeDays },
};

const integerList = (description: ReturnType<typeof text>, items: Record<string, unknown>) => ({
  type: 'array',
  description,
  uniqueItems: true,
  items: { type: 'integer', ...items },
});

const sourcesFilter = integerList(text('Lọc theo mã nguồn.', 'Filter by source id.'), enumOf(SOURCE_IDS));
const sentimentsFilter = integerList(text('Lọc theo sắc thái.', 'Filter by sentiment.'), enumOf(SENTIMENTS));
const articleTypesFilter = integerList(text('Lọc theo loại bài viết.', 'Filter by article type.'), enumOf(ARTICLE_TYPES));

const page = {
  type: 'integer',
  minimum: firstPage,
  default: firstPage,
  description: text(`Số trang, bắt đầu từ ${firstPage}.`, `Page number, counted from ${firstPage}.`),
};

const size = {
  type: 'integer',
  minimum: 1,
  maximum: maxPageSize,
  default: defaultPageSize,
  description: text('Số bản ghi mỗi trang.', 'Records per page.'),
  'x-note': text(`Mặc định ${defaultPageSize}, tối đa ${maxPageSize}; lớn hơn trả về mã 11.`, `Default ${defaultPageSize}, at most ${maxPageSize}; more returns code 11.`),
};

const articleRefs = {
  type: 'object',
  required: ['index_names', 'ids'],
  properties: {
    index_names: {
      type: 'array',
      minItems: 1,
      maxItems: maxPageSize,
      items: { type: 'string', minLength: 1 },
      description: text('Tên chỉ mục của từng bài viết (trường index trong kết quả).', 'Index name of each article (field index of a result).'),
      'x-note': text('Cùng số phần tử và cùng thứ tự với ids.', 'Same length and order as ids.'),
    },
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: maxPageSize,
      items: { type: 'string', minLength: 1 },
      description: text('Mã của từng bài viết (trường id trong kết quả).', 'Id of each article (field id of a result).'),
      'x-note': text(`Tối đa ${maxPageSize} bài mỗi yêu cầu.`, `At most ${maxPageSize} articles per request.`),
    },
  },
};

const email = {
  type: 'string',
  format: 'email',
  description: text('Email của người dùng trong tổ chức.', 'E-mail of a user of the organization.'),
};

const statistics = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  ...topicRangeRules,
  properties: { ...topicSelection, ...dateRange, ...extra },
});

export const requestSchemas = {
  ArticleSearchRequest: {
    type: 'object',
    ...topicRangeRules,
    properties: {
      ...dateRange,
      ...topicSelection,
      page,
      size,
      order: {
        type: 'integer',
        default: 1,
        description: text('Thứ tự sắp xếp kết quả.', 'Sort order of the results.'),
        ...enumOf(ORDER_VALUES),
      },
      sentiments: sentimentsFilter,
      keywords: {
        type: 'string',
        description: text('Từ khóa, phân cách bằng dấu phẩy.', 'Keywords, separated by commas.'),
        'x-note': text('Trả về bài viết chứa ít nhất một từ khóa.', 'Returns articles that contain at least one keyword.'),
      },
      sources: sourcesFilter,
      similar_master: {
        type: 'integer',
        default: 0,
        description: text('Gộp các bài viết tương tự.', 'Collapse similar articles.'),
        ...enumOf(SIMILAR_MASTER_VALUES),
      },
      article_types: articleTypesFilter,
    },
  },
  ArticleViewRequest: articleRefs,
  AlertArticleRequest: articleRefs,
  AlertSettingListRequest: { type: 'object', required: ['email'], properties: { email } },
  NotificationListRequest: {
    type: 'object',
    required: ['email'],
    properties: {
      email,
      page,
      size,
      alert_id: {
        type: 'integer',
        minimum: 1,
        description: text('Chỉ lấy thông báo của một cài đặt cảnh báo.', 'Only notifications of one alert setting.'),
        'x-note': text('Lấy từ danh sách cài đặt cảnh báo (trường id).', 'From the alert setting list (field id).'),
      },
      read: { type: 'integer', default: 2, description: text('Lọc theo trạng thái đọc.', 'Filter by read state.'), ...enumOf(READ_FILTERS) },
      has_read: {
        type: 'integer',
        default: 0,
        description: text('Đánh dấu đã đọc sau khi lấy.', 'Mark as read once fetched.'),
        ...enumOf(HAS_READ_VALUES),
      },
    },
  },
  StatisticsRequest: statistics(),
  SourceStatisticsRequest: statistics({ sources: sourcesFilter }),
  FbGroupStatisticsRequest: statistics({
    article_types: integerList(
      text('Lọc theo loại bài viết trong nhóm Facebook.', 'Filter by the article type of Facebook groups.'),
      enumOf(ARTICLE_TYPES.filter((entry) => (GROUP_ARTICLE_TYPES as readonly number[]).includes(entry.value))),
    ),
  }),
};

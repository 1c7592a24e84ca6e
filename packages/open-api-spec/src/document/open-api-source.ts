import { OPEN_API_HEADERS, OPEN_API_RULES } from '../open-api-rules';
import { text } from './localized-text';
import { alertPaths, alertResponseSchemas } from './paths-alerts';
import { newsPaths, newsResponseSchemas } from './paths-news';
import { statisticsPaths, statisticsResponseSchemas } from './paths-statistics';
import { articleSchemas } from './schemas-articles';
import { commonSchemas, errorExamples } from './schemas-common';
import { requestSchemas } from './schemas-requests';
import { statisticsSchemas } from './schemas-statistics';

const { dateTimeFormat, maxRangeDays, defaultPageSize, maxPageSize, firstPage } = OPEN_API_RULES;

export const PRODUCTION_SERVER = 'https://api.echowatch.vn/open-api';

/** The Open API in both languages; `openApiDocument(language)` publishes it in one. */
export const OPEN_API_SOURCE = {
  openapi: '3.1.0',
  info: {
    title: 'EchoWatch Open API',
    version: '1.0.0',
    summary: text(
      'Dữ liệu giám sát mạng xã hội và báo chí của tổ chức bạn qua REST.',
      'Your organization\'s social-listening and news-monitoring data over REST.',
    ),
    description: text(
      [
        'Open API của EchoWatch cho phép hệ thống của bạn đọc chủ đề, bài viết, cảnh báo và số liệu thống kê mà tổ chức đang theo dõi.',
        `Mọi yêu cầu gửi header ${OPEN_API_HEADERS.apiKey} (khóa API tạo trong mục "Tích hợp API" của phần quản lý tổ chức) và ${OPEN_API_HEADERS.contentType}.`,
        `Ngày giờ có định dạng ${dateTimeFormat}; khoảng thời gian tối đa ${maxRangeDays} ngày. Trang đánh số từ ${firstPage}; mặc định ${defaultPageSize}, tối đa ${maxPageSize} bản ghi mỗi trang.`,
        'Mọi phản hồi là HTTP 200 với code, message và data; code 0 hoặc 10 là thành công.',
      ].join('\n\n'),
      [
        'The EchoWatch Open API lets your systems read the topics, articles, alerts and statistics your organization monitors.',
        `Every request sends the ${OPEN_API_HEADERS.apiKey} header (an API key created under "API integration" in organization management) and ${OPEN_API_HEADERS.contentType}.`,
        `Dates use the format ${dateTimeFormat}; a range may not exceed ${maxRangeDays} days. Pages are numbered from ${firstPage}; ${defaultPageSize} records by default, at most ${maxPageSize} per page.`,
        'Every response is HTTP 200 with code, message and data; code 0 or 10 means success.',
      ].join('\n\n'),
    ),
    contact: { name: 'EchoWatch integration support', email: 'contact@echowatch.vn' },
    // The API is a service of the subscription, used under the site's terms of use: no open licence.
    license: { name: text('Điều khoản sử dụng EchoWatch', 'EchoWatch terms of use'), url: 'https://echowatch.vn/terms-of-use' },
  },
  servers: [{ url: PRODUCTION_SERVER, description: text('Môi trường chính thức', 'Production') }],
  security: [{ ApiKey: [] }],
  tags: [
    { name: 'news', description: text('Chủ đề và bài viết', 'Topics and articles') },
    { name: 'alerts', description: text('Cài đặt và thông báo cảnh báo', 'Alert settings and notifications') },
    { name: 'statistics', description: text('Số liệu thống kê của chủ đề', 'Statistics of a topic') },
  ],
  paths: { ...newsPaths, ...alertPaths, ...statisticsPaths },
  components: {
    securitySchemes: {
      ApiKey: {
        type: 'apiKey',
        in: 'header',
        name: OPEN_API_HEADERS.apiKey,
        description: text(
          'Khóa API của tổ chức. Khóa không tồn tại hoặc bị khóa trả về mã 14, khóa hết hạn trả về mã 15.',
          'The organization\'s API key. An unknown or locked key returns code 14, an expired key code 15.',
        ),
      },
    },
    schemas: {
      ...commonSchemas,
      ...requestSchemas,
      ...articleSchemas,
      ...statisticsSchemas,
      ...newsResponseSchemas,
      ...alertResponseSchemas,
      ...statisticsResponseSchemas,
    },
    examples: errorExamples,
  },
};

import { OPEN_API_RULES } from '../open-api-rules';
import { alertExamples } from './examples-alerts';
import { newsExamples } from './examples-news';
import { text } from './localized-text';
import { operation } from './operation';
import { ref, successResponse } from './schemas-common';
import { codesNamed } from '../response-codes';

export const alertResponseSchemas = {
  AlertSettingListResponse: successResponse(
    { type: 'array', description: text('Các cài đặt cảnh báo của người dùng.', 'The alert settings of the user.'), items: ref('AlertSetting') },
    text('Danh sách cài đặt cảnh báo.', 'The alert setting list.'),
  ),
  NotificationListResponse: successResponse(ref('NotificationListData'), text('Một trang thông báo cảnh báo.', 'One page of alert notifications.')),
  AlertArticleListResponse: successResponse(
    { type: 'array', description: text('Các bài viết theo thứ tự yêu cầu.', 'The articles, in the requested order.'), items: ref('AlertArticle') },
    text('Bài viết của các thông báo.', 'The articles of the notifications.'),
  ),
};

const userOutside = text(
  'Email không thuộc tổ chức của khóa API trả về mã 17.',
  'An e-mail outside the organization of the API key returns code 17.',
);

export const alertPaths = {
  '/user/list-alert-setting': {
    post: operation({
      operationId: 'listAlertSettings',
      tag: 'alerts',
      summary: text('Danh sách cài đặt cảnh báo', 'Alert setting list'),
      description: text(
        `Trả về các cài đặt cảnh báo của một người dùng trong tổ chức. Dùng id của cài đặt làm alert_id khi lấy thông báo. ${userOutside.vi}`,
        `Returns the alert settings of one user of the organization. Use the id of a setting as alert_id when reading notifications. ${userOutside.en}`,
      ),
      request: { schema: 'AlertSettingListRequest', example: { value: alertExamples.settings.request, summary: alertExamples.settings.requestSummary } },
      response: { schema: 'AlertSettingListResponse', example: alertExamples.settings.response },
      codes: codesNamed('success', 'invalidParams', 'invalidToken', 'tokenExpired', 'tryAgainLater', 'inaccessibleContent'),
    }),
  },
  '/notification/internal/user/get': {
    post: operation({
      operationId: 'listAlertNotifications',
      tag: 'alerts',
      summary: text('Danh sách thông báo cảnh báo', 'Alert notification list'),
      description: text(
        `Trả về thông báo cảnh báo đã gửi tới một người dùng, mới nhất trước, lọc theo cài đặt cảnh báo và trạng thái đọc (0 chưa đọc, 1 đã đọc, 2 cả hai). Phân trang từ trang ${OPEN_API_RULES.firstPage}, tối đa ${OPEN_API_RULES.maxPageSize} thông báo mỗi trang. ${userOutside.vi}`,
        `Returns the alert notifications sent to one user, newest first, filtered by alert setting and read state (0 unread, 1 read, 2 both). Paged from page ${OPEN_API_RULES.firstPage}, at most ${OPEN_API_RULES.maxPageSize} notifications per page. ${userOutside.en}`,
      ),
      request: {
        schema: 'NotificationListRequest',
        example: { value: alertExamples.notifications.request, summary: alertExamples.notifications.requestSummary },
      },
      response: { schema: 'NotificationListResponse', example: alertExamples.notifications.response },
      codes: codesNamed('success', 'invalidParams', 'invalidToken', 'tokenExpired', 'tryAgainLater', 'inaccessibleContent'),
    }),
  },
  '/notification/get-article': {
    post: operation({
      operationId: 'getAlertArticles',
      tag: 'alerts',
      summary: text('Chi tiết thông báo cảnh báo', 'Alert notification detail'),
      description: text(
        'Trả về bài viết của một hoặc nhiều thông báo cảnh báo, theo cặp index_name và article_id trong trường data của thông báo. Bài viết có thêm tên hiển thị của tác giả.',
        'Returns the articles of one or more alert notifications, named by the index_name and article_id pairs of the data field of a notification. Each article also carries its author\'s display name.',
      ),
      request: {
        schema: 'AlertArticleRequest',
        example: { value: newsExamples.alertArticle.request, summary: newsExamples.alertArticle.requestSummary },
      },
      response: { schema: 'AlertArticleListResponse', example: newsExamples.alertArticle.response },
      codes: codesNamed('success', 'invalidParams', 'invalidToken', 'tokenExpired', 'tryAgainLater', 'inaccessibleContent'),
    }),
  },
};

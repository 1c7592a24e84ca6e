import { OPEN_API_RULES } from '../open-api-rules';
import { newsExamples } from './examples-news';
import { text } from './localized-text';
import { operation } from './operation';
import { ref, successResponse } from './schemas-common';
import { codesNamed } from '../response-codes';

const { maxRangeDays, defaultPageSize, maxPageSize, firstPage } = OPEN_API_RULES;

export const newsResponseSchemas = {
  TopicListResponse: successResponse(ref('TopicListData'), text('Danh sách chủ đề và nhóm chủ đề.', 'The topics and topic groups.')),
  ArticleSearchResponse: successResponse(ref('ArticleSearchData'), text('Một trang kết quả tìm kiếm.', 'One page of search results.')),
  ArticleListResponse: successResponse(
    { type: 'array', description: text('Các bài viết theo thứ tự yêu cầu.', 'The articles, in the requested order.'), items: ref('Article') },
    text('Chi tiết các bài viết.', 'The detail of the articles.'),
  ),
};

export const newsPaths = {
  '/topic/list': {
    get: operation({
      operationId: 'listTopics',
      tag: 'news',
      summary: text('Danh sách chủ đề', 'Topic list'),
      description: text(
        'Trả về mọi chủ đề tổ chức đang theo dõi cùng các nhóm chủ đề. Dùng topic_id của chủ đề hoặc id của nhóm (group_topic_id) trong các lệnh tìm kiếm và thống kê. Lệnh gọi không có tham số.',
        'Returns every topic the organization monitors and the topic groups. Use the topic_id of a topic, or the id of a group as group_topic_id, in search and statistics calls. The call takes no parameters.',
      ),
      response: { schema: 'TopicListResponse', example: newsExamples.topicList.response },
      codes: codesNamed('success', 'invalidToken', 'tokenExpired', 'tryAgainLater'),
    }),
  },
  '/news/search': {
    post: operation({
      operationId: 'searchArticles',
      tag: 'news',
      summary: text('Tìm kiếm bài viết', 'Article search'),
      description: text(
        `Tìm bài viết từ báo điện tử, mạng xã hội và website khác của một chủ đề hoặc nhóm chủ đề trong khoảng thời gian tối đa ${maxRangeDays} ngày, lọc theo sắc thái, nguồn, từ khóa và loại bài viết. Kết quả được phân trang từ trang ${firstPage}, mặc định ${defaultPageSize} bài, tối đa ${maxPageSize} bài mỗi trang.`,
        `Searches the articles of a topic or topic group from online news, social networks and other websites over at most ${maxRangeDays} days, filtered by sentiment, source, keyword and article type. Results are paged from page ${firstPage}, ${defaultPageSize} articles by default and at most ${maxPageSize} per page.`,
      ),
      request: {
        schema: 'ArticleSearchRequest',
        example: { value: newsExamples.search.request, summary: newsExamples.search.requestSummary },
      },
      response: { schema: 'ArticleSearchResponse', example: newsExamples.search.response },
      codes: codesNamed('success', 'invalidParams', 'invalidToken', 'tokenExpired', 'tryAgainLater', 'inaccessibleContent', 'invalidDateTime', 'rangeExceeded'),
    }),
  },
  '/news/view-article': {
    post: operation({
      operationId: 'viewArticles',
      tag: 'news',
      summary: text('Chi tiết bài viết', 'Article detail'),
      description: text(
        'Trả về đầy đủ thông tin của một hoặc nhiều bài viết, theo cặp index và id lấy từ kết quả tìm kiếm. Bài viết nằm ngoài các chủ đề của tổ chức trả về mã 17.',
        'Returns the full record of one or more articles, named by the index and id pairs of a search result. An article outside the organization\'s topics returns code 17.',
      ),
      request: {
        schema: 'ArticleViewRequest',
        example: { value: newsExamples.view.request, summary: newsExamples.view.requestSummary },
      },
      response: { schema: 'ArticleListResponse', example: newsExamples.view.response },
      codes: codesNamed('success', 'invalidParams', 'invalidToken', 'tokenExpired', 'tryAgainLater', 'inaccessibleContent'),
    }),
  },
};

import { OPEN_API_RULES } from '../open-api-rules';
import { codesNamed } from '../response-codes';
import { OPEN_API_MODULES } from './enumerations';
import { statisticsExamples } from './examples-statistics';
import { text, type LocalizedText } from './localized-text';
import { operation } from './operation';
import { ref, successResponse } from './schemas-common';

const rows = (item: string, description: LocalizedText) => ({ type: 'array', description, items: ref(item) });

export const statisticsResponseSchemas = {
  SourceStatisticsResponse: successResponse(rows('SourceStatisticsRow', text('Một dòng mỗi ngày.', 'One row per day.')), text('Thảo luận theo nguồn.', 'Mentions by source.')),
  SentimentStatisticsResponse: successResponse(rows('SentimentStatisticsRow', text('Một dòng mỗi ngày.', 'One row per day.')), text('Thảo luận theo sắc thái.', 'Mentions by sentiment.')),
  DomainStatisticsResponse: successResponse(
    rows('DomainStatisticsRow', text('Mỗi ngày tối đa 5 tên miền, nhiều thảo luận nhất trước.', 'Up to 5 domains per day, most mentions first.')),
    text('Top tên miền đăng tải.', 'Top publishing domains.'),
  ),
  InteractionStatisticsResponse: successResponse(rows('InteractionStatisticsRow', text('Một dòng mỗi ngày.', 'One row per day.')), text('Tương tác theo ngày.', 'Interactions per day.')),
  DemographicResponse: successResponse(ref('DemographicData'), text('Nhân khẩu học của tác giả.', 'Demographics of the authors.')),
  FbGroupStatisticsResponse: successResponse(rows('FbGroupStatisticsRow', text('Một dòng mỗi ngày.', 'One row per day.')), text('Thống kê nhóm Facebook.', 'Facebook group statistics.')),
  NewsGroupStatisticsResponse: successResponse(
    rows('NewsGroupStatisticsRow', text('Một dòng mỗi nhóm báo chí.', 'One row per news group.')),
    text('Thống kê nhóm báo chí.', 'News group statistics.'),
  ),
};

const CODES = codesNamed('success', 'invalidParams', 'invalidToken', 'tokenExpired', 'tryAgainLater', 'inaccessibleContent', 'invalidDateTime', 'rangeExceeded');

const rangeRule = text(
  `Khoảng thời gian tối đa ${OPEN_API_RULES.maxRangeDays} ngày; cần topic_id hoặc group_topic_id.`,
  `The range may not exceed ${OPEN_API_RULES.maxRangeDays} days; topic_id or group_topic_id is required.`,
);

interface StatisticsCall {
  path: string;
  operationId: string;
  summary: LocalizedText;
  description: LocalizedText;
  request: string;
  response: string;
  example: { request: unknown; requestSummary: LocalizedText; response: unknown };
  requiredModule?: string;
}

function statisticsPath(call: StatisticsCall) {
  return [
    call.path,
    {
      post: operation({
        operationId: call.operationId,
        tag: 'statistics',
        summary: call.summary,
        description: text(`${call.description.vi} ${rangeRule.vi}`, `${call.description.en} ${rangeRule.en}`),
        request: { schema: call.request, example: { value: call.example.request as never, summary: call.example.requestSummary } },
        response: { schema: call.response, example: call.example.response as never },
        codes: call.requiredModule ? [...CODES.slice(0, 2), ...codesNamed('notAccessible'), ...CODES.slice(2)] : CODES,
        requiredModule: call.requiredModule,
      }),
    },
  ] as const;
}

const CALLS: readonly StatisticsCall[] = [
  {
    path: '/statistics/sources',
    operationId: 'mentionsBySource',
    summary: text('Thảo luận theo nguồn', 'Mentions by source'),
    description: text(
      'Số thảo luận mỗi ngày theo từng nguồn, kèm số bình luận và số thảo luận tích cực, tiêu cực, trung lập; có thể lọc theo nguồn.',
      'Mentions per day for each source, with comments and positive, negative and neutral counts; can be filtered by source.',
    ),
    request: 'SourceStatisticsRequest',
    response: 'SourceStatisticsResponse',
    example: statisticsExamples.sources,
  },
  {
    path: '/statistics/sentiments',
    operationId: 'mentionsBySentiment',
    summary: text('Sắc thái', 'Sentiment'),
    description: text(
      'Số thảo luận tích cực, tiêu cực và trung lập mỗi ngày; có thể lọc theo nguồn. Cần mô-đun xử lý sắc thái: tổ chức chưa được cấp quyền nhận mã 12.',
      'Positive, negative and neutral mentions per day; can be filtered by source. Needs the sentiment processing module: an organization without it gets code 12.',
    ),
    request: 'SourceStatisticsRequest',
    response: 'SentimentStatisticsResponse',
    example: statisticsExamples.sentiments,
    requiredModule: OPEN_API_MODULES.sentiment,
  },
  {
    path: '/statistics/domains',
    operationId: 'topDomains',
    summary: text('Top tên miền đăng tải', 'Top publishing domains'),
    description: text(
      'Các tên miền đăng nhiều thảo luận nhất mỗi ngày, kèm số thảo luận theo sắc thái.',
      'The domains that published the most mentions each day, with counts by sentiment.',
    ),
    request: 'StatisticsRequest',
    response: 'DomainStatisticsResponse',
    example: statisticsExamples.domains,
  },
  {
    path: '/statistics/interactions',
    operationId: 'topInteractionSources',
    summary: text('Top nguồn tương tác', 'Top interaction sources'),
    description: text(
      'Tổng lượt thích, bình luận và chia sẻ mỗi ngày trên các thảo luận của chủ đề.',
      'Total likes, comments and shares per day on the mentions of the topic.',
    ),
    request: 'StatisticsRequest',
    response: 'InteractionStatisticsResponse',
    example: statisticsExamples.interactions,
  },
  {
    path: '/statistics/demographic',
    operationId: 'demographics',
    summary: text('Nhân khẩu học', 'Demographics'),
    description: text(
      'Tác giả các thảo luận theo nhóm tuổi (18-24, 25-34, 35-44, 45-54, 55-64, 65 trở lên) và giới tính, cùng số thảo luận theo địa phương và sắc thái.',
      'The authors of the mentions by age band (18-24, 25-34, 35-44, 45-54, 55-64, 65 and over) and gender, and mentions by place and sentiment.',
    ),
    request: 'StatisticsRequest',
    response: 'DemographicResponse',
    example: statisticsExamples.demographic,
  },
  {
    path: '/statistics/fb-group',
    operationId: 'facebookGroups',
    summary: text('Thống kê nhóm Facebook', 'Facebook group statistics'),
    description: text(
      'Số bài đăng, bình luận và trả lời trong các nhóm Facebook mỗi ngày; có thể lọc theo loại bài viết.',
      'Posts, comments and replies in Facebook groups per day; can be filtered by article type.',
    ),
    request: 'FbGroupStatisticsRequest',
    response: 'FbGroupStatisticsResponse',
    example: statisticsExamples.fbGroup,
  },
  {
    path: '/statistics/news-group',
    operationId: 'newsGroups',
    summary: text('Thống kê nhóm báo chí', 'News group statistics'),
    description: text(
      'Số bài viết của từng nhóm báo điện tử (báo lớn, báo địa phương, tạp chí, trang tin theo lưu lượng, trang tin chưa cấp phép) trong cả khoảng thời gian.',
      'Articles of each online news group (major press, local press, magazines, news sites by traffic, unlicensed sites) over the whole range.',
    ),
    request: 'StatisticsRequest',
    response: 'NewsGroupStatisticsResponse',
    example: statisticsExamples.newsGroup,
  },
];

export const statisticsPaths = Object.fromEntries(CALLS.map(statisticsPath));

import { SANDBOX_FIXTURES } from '../sandbox-fixtures';
import { text } from './localized-text';

const range = { date_from: '2025/03/01 00:00:00', date_to: '2025/03/02 23:59:59' };
const base = { topic_id: SANDBOX_FIXTURES.topicId, ...range };
const summary = text('Hai ngày đầu tháng 3/2025 của một chủ đề', 'The first two days of March 2025 for one topic');
const ok = (data: unknown) => ({ code: 0, message: 'success', data });

const counts = (total: number, positive: number, negative: number) => ({
  total_count: total,
  positive_count: positive,
  negative_count: negative,
  neutral_count: total - positive - negative,
});

export const statisticsExamples = {
  sources: {
    request: { ...base, sources: [2, 101] },
    requestSummary: summary,
    response: ok([
      {
        date: '2025/03/01',
        sources: [
          { source_id: 2, comment_count: 88, ...counts(142, 31, 27) },
          { source_id: 101, comment_count: 6, ...counts(18, 7, 2) },
        ],
      },
      {
        date: '2025/03/02',
        sources: [
          { source_id: 2, comment_count: 97, ...counts(156, 35, 30) },
          { source_id: 101, comment_count: 4, ...counts(15, 6, 1) },
        ],
      },
    ]),
  },
  sentiments: {
    request: { ...base, sources: [2, 101, 102] },
    requestSummary: summary,
    response: ok([
      { date: '2025/03/01', ...counts(167, 40, 29) },
      { date: '2025/03/02', ...counts(178, 43, 31) },
    ]),
  },
  domains: {
    request: base,
    requestSummary: summary,
    response: ok([
      { date: '2025/03/01', domain: 'facebook.com', ...counts(121, 25, 24) },
      { date: '2025/03/01', domain: 'thoibaotaichinh.vn', ...counts(9, 4, 1) },
      { date: '2025/03/02', domain: 'facebook.com', ...counts(133, 29, 26) },
      { date: '2025/03/02', domain: 'tiktok.com', ...counts(14, 5, 3) },
    ]),
  },
  interactions: {
    request: base,
    requestSummary: summary,
    response: ok([
      { date: '2025/03/01', data: { like_count: 4820, comment_count: 1136, share_count: 274 } },
      { date: '2025/03/02', data: { like_count: 5310, comment_count: 1288, share_count: 301 } },
    ]),
  },
  demographic: {
    request: base,
    requestSummary: summary,
    response: ok({
      age_genders: [
        { from: 18, to: 24, total_count: 64, male_count: 29, female_count: 35 },
        { from: 25, to: 34, total_count: 118, male_count: 61, female_count: 57 },
        { from: 35, to: 44, total_count: 83, male_count: 47, female_count: 36 },
        { from: 45, to: 54, total_count: 37, male_count: 21, female_count: 16 },
        { from: 55, to: 64, total_count: 14, male_count: 9, female_count: 5 },
        { from: 65, to: null, total_count: 5, male_count: 3, female_count: 2 },
      ],
      locations: [
        { location: 'Hà Nội', ...counts(112, 27, 21) },
        { location: 'TP. Hồ Chí Minh', ...counts(104, 26, 19) },
        { location: 'Đà Nẵng', ...counts(31, 9, 4) },
      ],
    }),
  },
  fbGroup: {
    request: { ...base, article_types: [6, 7, 8] },
    requestSummary: summary,
    response: ok([
      {
        date: '2025/03/01',
        data: [
          { id: 6, total_count: 12 },
          { id: 7, total_count: 58 },
          { id: 8, total_count: 21 },
        ],
      },
      {
        date: '2025/03/02',
        data: [
          { id: 6, total_count: 15 },
          { id: 7, total_count: 64 },
          { id: 8, total_count: 26 },
        ],
      },
    ]),
  },
  newsGroup: {
    request: base,
    requestSummary: summary,
    response: ok([
      { source_id: 101, source: 'Báo điện tử: báo lớn', total_data: 33 },
      { source_id: 102, source: 'Báo điện tử: báo địa phương', total_data: 12 },
      { source_id: 103, source: 'Báo điện tử: tạp chí và trang chuyên đề', total_data: 7 },
      { source_id: 104, source: 'Báo điện tử: trang tin lưu lượng cao', total_data: 19 },
      { source_id: 105, source: 'Báo điện tử: trang tin lưu lượng vừa và thấp', total_data: 9 },
      { source_id: 107, source: 'Báo điện tử: trang tin khác chưa cấp phép', total_data: 3 },
    ]),
  },
};

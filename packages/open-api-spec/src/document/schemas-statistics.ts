import { enumOf, GROUP_ARTICLE_TYPES, ARTICLE_TYPES, NEWS_SOURCE_IDS, SOURCE_IDS } from './enumerations';
import { text } from './localized-text';
import { count, day, ref } from './schemas-common';

const sentimentCounts = {
  total_count: count(text('Tổng số thảo luận.', 'Total mentions.')),
  positive_count: count(text('Số thảo luận tích cực.', 'Positive mentions.')),
  negative_count: count(text('Số thảo luận tiêu cực.', 'Negative mentions.')),
  neutral_count: count(text('Số thảo luận trung lập.', 'Neutral mentions.')),
};

const rowDay = day(text('Ngày của dòng số liệu (yyyy/MM/dd).', 'Day of the row (yyyy/MM/dd).'));

const strictObject = (properties: Record<string, unknown>, description?: ReturnType<typeof text>) => ({
  type: 'object',
  ...(description ? { description } : {}),
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});

const listOf = (item: ReturnType<typeof ref>, description: ReturnType<typeof text>) => ({ type: 'array', description, items: item });

const newsSources = SOURCE_IDS.filter((entry) => (NEWS_SOURCE_IDS as readonly number[]).includes(entry.value));
const groupTypes = ARTICLE_TYPES.filter((entry) => (GROUP_ARTICLE_TYPES as readonly number[]).includes(entry.value));

export const statisticsSchemas = {
  SourceCounts: strictObject(
    {
      source_id: { type: 'integer', description: text('Mã nguồn.', 'Source id.'), ...enumOf(SOURCE_IDS) },
      total_count: sentimentCounts.total_count,
      comment_count: count(text('Số bình luận trong các thảo luận.', 'Comments among the mentions.')),
      positive_count: sentimentCounts.positive_count,
      negative_count: sentimentCounts.negative_count,
      neutral_count: sentimentCounts.neutral_count,
    },
    text('Số liệu của một nguồn trong ngày.', 'The counts of one source on the day.'),
  ),
  SourceStatisticsRow: strictObject({
    date: rowDay,
    sources: listOf(ref('SourceCounts'), text('Số liệu theo từng nguồn.', 'Counts per source.')),
  }),
  SentimentStatisticsRow: strictObject({ date: rowDay, ...sentimentCounts }),
  DomainStatisticsRow: strictObject({
    date: rowDay,
    domain: { type: 'string', description: text('Tên miền đăng tải.', 'Publishing domain.') },
    ...sentimentCounts,
  }),
  InteractionStatisticsRow: strictObject({
    date: rowDay,
    data: strictObject(
      {
        like_count: count(text('Tổng lượt thích.', 'Total likes.')),
        comment_count: count(text('Tổng bình luận.', 'Total comments.')),
        share_count: count(text('Tổng lượt chia sẻ.', 'Total shares.')),
      },
      text('Tương tác trong ngày.', 'Interactions on the day.'),
    ),
  }),
  AgeGenderRow: strictObject(
    {
      from: { type: 'integer', description: text('Tuổi nhỏ nhất của nhóm.', 'Lowest age of the band.') },
      to: { type: ['integer', 'null'], description: text('Tuổi lớn nhất của nhóm; null với nhóm 65 tuổi trở lên.', 'Highest age of the band; null for 65 and over.') },
      total_count: count(text('Số tác giả trong nhóm tuổi.', 'Authors in the band.')),
      male_count: count(text('Số tác giả nam.', 'Male authors.')),
      female_count: count(text('Số tác giả nữ.', 'Female authors.')),
    },
    text('Một nhóm tuổi: 18-24, 25-34, 35-44, 45-54, 55-64, 65 trở lên.', 'One age band: 18-24, 25-34, 35-44, 45-54, 55-64, 65 and over.'),
  ),
  LocationRow: strictObject(
    { location: { type: 'string', description: text('Tỉnh, thành phố của tác giả.', 'Province or city of the authors.') }, ...sentimentCounts },
    text('Thảo luận của tác giả tại một địa phương.', 'Mentions by authors from one place.'),
  ),
  DemographicData: strictObject({
    age_genders: listOf(ref('AgeGenderRow'), text('Theo nhóm tuổi và giới tính.', 'By age band and gender.')),
    locations: listOf(ref('LocationRow'), text('Theo địa phương, nhiều thảo luận nhất trước.', 'By place, most mentions first.')),
  }),
  FbGroupTypeCount: strictObject({
    id: { type: 'integer', description: text('Loại bài viết.', 'Article type.'), ...enumOf(groupTypes) },
    total_count: count(text('Số bài viết của loại này.', 'Articles of this type.')),
  }),
  FbGroupStatisticsRow: strictObject({
    date: rowDay,
    data: listOf(ref('FbGroupTypeCount'), text('Số bài viết theo loại.', 'Articles per type.')),
  }),
  NewsGroupStatisticsRow: strictObject({
    source_id: { type: 'integer', description: text('Mã nhóm báo chí.', 'News group id.'), ...enumOf(newsSources) },
    source: { type: 'string', description: text('Tên nhóm báo chí.', 'News group name.') },
    total_data: count(text('Số bài viết của nhóm trong khoảng thời gian.', 'Articles of the group in the range.')),
  }),
};

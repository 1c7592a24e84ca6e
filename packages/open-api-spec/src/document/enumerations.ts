import { text, type LocalizedText } from './localized-text';

export interface EnumEntry<V extends number = number> {
  value: V;
  label: LocalizedText;
}

/** Sort orders of article search (docs/product-rules.md, R-API-4). */
export const ORDER_VALUES: readonly EnumEntry[] = [
  { value: 1, label: text('Mới nhất trước (mặc định)', 'Newest first (default)') },
  { value: 2, label: text('Cũ nhất trước', 'Oldest first') },
  { value: 15, label: text('Nổi bật, không gồm nguồn mạng xã hội', 'Featured, without social sources') },
  { value: 12, label: text('Nổi bật, gồm cả nguồn mạng xã hội', 'Featured, with social sources') },
];

export const SENTIMENTS: readonly EnumEntry[] = [
  { value: -1, label: text('Tiêu cực', 'Negative') },
  { value: 0, label: text('Trung lập', 'Neutral') },
  { value: 1, label: text('Tích cực', 'Positive') },
];

/** The read filter of the alert notification list. */
export const READ_FILTERS: readonly EnumEntry[] = [
  { value: 0, label: text('Chưa đọc', 'Unread') },
  { value: 1, label: text('Đã đọc', 'Read') },
  { value: 2, label: text('Cả hai (mặc định)', 'Both (default)') },
];

export const HAS_READ_VALUES: readonly EnumEntry[] = [
  { value: 0, label: text('Giữ nguyên trạng thái đọc (mặc định)', 'Leave the read state as it is (default)') },
  { value: 1, label: text('Đánh dấu các thông báo trả về là đã đọc', 'Mark the returned notifications as read') },
];

export const SIMILAR_MASTER_VALUES: readonly EnumEntry[] = [
  { value: 0, label: text('Trả về mọi bài viết (mặc định)', 'Return every article (default)') },
  { value: 1, label: text('Chỉ trả về bài gốc của mỗi nhóm bài tương tự', 'Only the master article of each group of similar articles') },
];

/** Source ids (R-API-4): social network, six kinds of online news, three kinds of other websites. */
export const SOURCE_IDS: readonly EnumEntry[] = [
  { value: 2, label: text('Mạng xã hội', 'Social networks') },
  { value: 101, label: text('Báo điện tử: báo lớn', 'Online news: major press') },
  { value: 102, label: text('Báo điện tử: báo địa phương', 'Online news: local press') },
  { value: 103, label: text('Báo điện tử: tạp chí và trang chuyên đề', 'Online news: magazines and special sites') },
  { value: 104, label: text('Báo điện tử: trang tin lưu lượng cao', 'Online news: high-traffic news sites') },
  { value: 105, label: text('Báo điện tử: trang tin lưu lượng vừa và thấp', 'Online news: medium and low traffic sites') },
  { value: 107, label: text('Báo điện tử: trang tin khác chưa cấp phép', 'Online news: other unlicensed sites') },
  { value: 3, label: text('Website khác: diễn đàn', 'Other websites: forums') },
  { value: 4, label: text('Website khác: blog', 'Other websites: blogs') },
  { value: 5, label: text('Website khác: trang web', 'Other websites: sites') },
];

export const NEWS_SOURCE_IDS = [101, 102, 103, 104, 105, 107] as const;

/** Article types (docs/product-rules.md, R-API-4): the kind of social post a mention is. */
export const ARTICLE_TYPES: readonly EnumEntry[] = [
  { value: 0, label: text('Bài đăng của người dùng', 'User post') },
  { value: 1, label: text('Bình luận của người dùng', 'User comment') },
  { value: 2, label: text('Trả lời của người dùng', 'User reply') },
  { value: 3, label: text('Bài đăng của trang', 'Page post') },
  { value: 4, label: text('Bình luận trên trang', 'Page comment') },
  { value: 5, label: text('Trả lời trên trang', 'Page reply') },
  { value: 6, label: text('Bài đăng trong nhóm', 'Group post') },
  { value: 7, label: text('Bình luận trong nhóm', 'Group comment') },
  { value: 8, label: text('Trả lời trong nhóm', 'Group reply') },
  { value: 9, label: text('Video YouTube', 'YouTube post') },
  { value: 10, label: text('Bình luận YouTube', 'YouTube comment') },
  { value: 11, label: text('Bài đăng Instagram', 'Instagram post') },
  { value: 12, label: text('Bình luận Instagram', 'Instagram comment') },
  { value: 13, label: text('Video TikTok', 'TikTok video') },
  { value: -1, label: text('Bình luận TikTok', 'TikTok comment') },
];

/** The article types of Facebook groups, which the group statistics break down. */
export const GROUP_ARTICLE_TYPES = [6, 7, 8] as const;

/** Demographic age bands (docs/product-rules.md, R-API-4); the last band has no upper bound. */
export const AGE_BANDS: readonly { from: number; to: number | null }[] = [
  { from: 18, to: 24 },
  { from: 25, to: 34 },
  { from: 35, to: 44 },
  { from: 45, to: 54 },
  { from: 55, to: 64 },
  { from: 65, to: null },
];

/** Modules an organization may be granted; calls that need one answer code 12 without it. */
export const OPEN_API_MODULES = { sentiment: 'sentiment' } as const;

/** `enum` and `x-enum-descriptions` of a schema, from one list so they cannot disagree. */
export function enumOf(entries: readonly EnumEntry[]) {
  return { enum: entries.map((entry) => entry.value), 'x-enum-descriptions': entries.map((entry) => entry.label) };
}

// Posts are written and dated in Vietnam; every reader sees the same publication time.
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hourCycle: 'h23',
});

/** `HH:mm DD/MM/YYYY`, a post's created time as shown (product-rules R-BLOG-5); empty for an unreadable date. */
export function formatBlogTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => PARTS.formatToParts(date).find((p) => p.type === type)?.value;
  return `${part('hour')}:${part('minute')} ${part('day')}/${part('month')}/${part('year')}`;
}

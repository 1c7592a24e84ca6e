// Posts are written and dated in Vietnam; every reader sees the same publication time. Vietnam keeps
// UTC+7 all year (no daylight saving), so a fixed offset says it without Intl's time-zone data,
// whose first load costs a phone tens of milliseconds while the page starts.
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `HH:mm DD/MM/YYYY`, a post's created time as shown (product-rules R-BLOG-5); empty for an unreadable date. */
export function formatBlogTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const inVietnam = new Date(time + VIETNAM_OFFSET_MS);
  const clock = `${twoDigits(inVietnam.getUTCHours())}:${twoDigits(inVietnam.getUTCMinutes())}`;
  const day = `${twoDigits(inVietnam.getUTCDate())}/${twoDigits(inVietnam.getUTCMonth() + 1)}/${inVietnam.getUTCFullYear()}`;
  return `${clock} ${day}`;
}

// Posts are written and dated in Vietnam; every reader sees the same publication day. Vietnam keeps
// UTC+7 all year (no daylight saving), so a fixed offset says it without Intl's time-zone data,
// whose first load costs a phone tens of milliseconds while the page starts; and the server and
// the browser then write the same text whatever their own ICU data.
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface PostDay {
  day: number;
  /** 1 to 12. */
  month: number;
  year: number;
}

/** The day a post was published, in Vietnam; null for an unreadable date. */
export function postDay(iso: string): PostDay | null {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const inVietnam = new Date(time + VIETNAM_OFFSET_MS);
  return { day: inVietnam.getUTCDate(), month: inVietnam.getUTCMonth() + 1, year: inVietnam.getUTCFullYear() };
}

// The texts name the months by name: a text key is never a number.
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

type Translate = (key: 'blog.detail.date' | `blog.detail.months.${(typeof MONTHS)[number]}`, values?: Record<string, string | number>) => string;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A post's publication day as the page's language writes a date (product-rules R-BLOG-5):
 * `17/11/2025` in Vietnamese, `November 17, 2025` in English; empty for an unreadable date.
 */
export function formatPostDay(iso: string, t: Translate): string {
  const day = postDay(iso);
  if (!day) return '';
  return t('blog.detail.date', {
    day: day.day,
    dd: twoDigits(day.day),
    mm: twoDigits(day.month),
    monthName: t(`blog.detail.months.${MONTHS[day.month - 1]!}`),
    year: day.year,
  });
}

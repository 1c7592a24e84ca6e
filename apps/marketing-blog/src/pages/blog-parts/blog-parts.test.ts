import { formatPostDay, postDay } from './format-post-day';
import { blogTypeKey } from './blog-types';

// The texts' date formats, as the remote's texts write them.
const DATE_TEXTS: Record<string, string> = { 'blog.detail.date': '{{dd}}/{{mm}}/{{year}}' };
const viT = (key: string, options: Record<string, unknown> = {}) =>
  (DATE_TEXTS[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(options[name]));

describe('postDay and formatPostDay', () => {
  it('reads the day in Vietnam time, across midnight and the year end', () => {
    expect(postDay('2025-11-03T08:05:00+07:00')).toEqual({ day: 3, month: 11, year: 2025 });
    expect(postDay('2025-12-31T20:30:00Z')).toEqual({ day: 1, month: 1, year: 2026 });
    expect(formatPostDay('2025-11-03T08:05:00+07:00', viT)).toBe('03/11/2025');
  });

  it("agrees with Vietnam's time zone on every hour of a year, midnight and month ends included", () => {
    const vietnam = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', day: 'numeric', month: 'numeric', year: 'numeric' });
    for (let time = Date.UTC(2024, 0, 1, 0, 7); time < Date.UTC(2025, 0, 1); time += 3_600_000) {
      const date = new Date(time);
      const part = (type: Intl.DateTimeFormatPartTypes) => Number(vietnam.formatToParts(date).find((p) => p.type === type)?.value);
      expect(postDay(date.toISOString())).toEqual({ day: part('day'), month: part('month'), year: part('year') });
    }
  });

  it('shows nothing for a date it cannot read', () => {
    expect(postDay('not a date')).toBeNull();
    expect(formatPostDay('not a date', viT)).toBe('');
  });
});

describe('blogTypeKey', () => {
  it('names the four types and reads an unknown id as marketing knowledge', () => {
    expect([1, 2, 3, 4, 99].map(blogTypeKey)).toEqual([
      'marketingKnowledge',
      'solutionHandbook',
      'expertOpinion',
      'industryReport',
      'marketingKnowledge',
    ]);
  });
});

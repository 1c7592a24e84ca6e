import { formatBlogTime } from './format-blog-time';
import { blogTypeKey } from './blog-types';

describe('formatBlogTime', () => {
  it('shows HH:mm DD/MM/YYYY in Vietnam time', () => {
    expect(formatBlogTime('2025-11-03T08:05:00+07:00')).toBe('08:05 03/11/2025');
    expect(formatBlogTime('2025-12-31T20:30:00Z')).toBe('03:30 01/01/2026');
  });

  it("agrees with Vietnam's time zone on every hour of a year, midnight and month ends included", () => {
    const vietnam = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric', hourCycle: 'h23',
    });
    const expected = (date: Date) => {
      const part = (type: Intl.DateTimeFormatPartTypes) => vietnam.formatToParts(date).find((p) => p.type === type)?.value;
      return `${part('hour')}:${part('minute')} ${part('day')}/${part('month')}/${part('year')}`;
    };
    for (let time = Date.UTC(2024, 0, 1, 0, 7); time < Date.UTC(2025, 0, 1); time += 3_600_000) {
      const date = new Date(time);
      expect(formatBlogTime(date.toISOString())).toBe(expected(date));
    }
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatBlogTime('not a date')).toBe('');
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

import { formatBlogTime } from './format-blog-time';
import { blogTypeKey } from './blog-types';

describe('formatBlogTime', () => {
  it('shows HH:mm DD/MM/YYYY in Vietnam time', () => {
    expect(formatBlogTime('2025-11-03T08:05:00+07:00')).toBe('08:05 03/11/2025');
    expect(formatBlogTime('2025-12-31T20:30:00Z')).toBe('03:30 01/01/2026');
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

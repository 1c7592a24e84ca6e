import { isSamePage } from './language-links';

describe('isSamePage', () => {
  it('is the page in view when only the query or the fragment changes', () => {
    expect(isSamePage('?page=2', '/discovery')).toBe(true);
    expect(isSamePage('#contact', '/reporting-service')).toBe(true);
    expect(isSamePage('/discovery?keyword=brand', '/discovery')).toBe(true);
    expect(isSamePage({ search: '?lng=en' }, '/faqs')).toBe(true);
  });

  it('is another page when the path differs', () => {
    expect(isSamePage('/discovery/news', '/discovery')).toBe(false);
    expect(isSamePage({ pathname: '/login' }, '/register')).toBe(false);
    expect(isSamePage('https://example.com/discovery', '/discovery')).toBe(false);
  });
});

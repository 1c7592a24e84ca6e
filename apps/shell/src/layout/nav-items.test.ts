import { currentIn, isGroup, MAIN_NAV, type NavGroupItem, type NavLinkItem } from './nav-items';

const entry = (to: string) => MAIN_NAV.find((item) => !isGroup(item) && item.to === to) as NavLinkItem;
const group = (labelKey: string) => MAIN_NAV.find((item) => item.labelKey === labelKey) as NavGroupItem;

describe('currentIn', () => {
  it('marks the entry of the page shown as the page', () => {
    expect(currentIn(entry('/packages'), '/packages')).toBe('page');
    expect(currentIn(entry('/'), '/')).toBe('page');
    expect(currentIn(entry('/open-api-docs'), '/open-api-docs/')).toBe('page');
  });

  it('marks the entry of the section a page belongs to', () => {
    expect(currentIn(entry('/discovery'), '/blog-detail/social-listening-basics')).toBe('true');
    expect(currentIn(entry('/open-api-docs'), '/open-api-docs/news-articles/article-search')).toBe('true');
    expect(currentIn(group('nav.solutions'), '/solutions/customer-care')).toBe('true');
    expect(currentIn(group('nav.features'), '/features/data-analysis')).toBe('true');
  });

  it('marks nothing elsewhere: home is no section of every page', () => {
    expect(currentIn(entry('/'), '/packages')).toBeUndefined();
    expect(currentIn(group('nav.solutions'), '/features/data-analysis')).toBeUndefined();
    expect(currentIn(entry('/discovery'), '/discovery-old')).toBeUndefined();
  });
});

import { openApiBase, OPEN_API_RULES, RESPONSE_CODES } from './index';

describe('open API constants', () => {
  it('keeps the documented limits', () => {
    expect(OPEN_API_RULES).toMatchObject({ maxRangeDays: 90, defaultPageSize: 10, maxPageSize: 50, firstPage: 0 });
  });

  it('lists every response code once', () => {
    const codes = RESPONSE_CODES.map((entry) => entry.code);
    expect(codes).toEqual([0, 10, 11, 12, 14, 15, 16, 17, 18, 19]);
  });

  it('trims trailing slashes from the configured base URL', () => {
    expect(openApiBase('http://api.test/open-api//')).toBe('http://api.test/open-api');
  });
});

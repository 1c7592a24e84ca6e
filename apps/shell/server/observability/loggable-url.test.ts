import { cut, LOGGED_QUERY_MAX, loggableUrl } from './loggable-url';

test('a secret link is logged as its route pattern, its token and query gone', () => {
  expect(loggableUrl('/forgot-password/3f9c2a7e-reset-token?lng=en', '/forgot-password/:token')).toBe('/forgot-password/:token');
});

test('credentials in a query are redacted, other parameters kept', () => {
  expect(loggableUrl('/register?requestId=abc123&lng=vi&token=t0k', null)).toBe('/register?requestId=[redacted]&lng=vi&token=[redacted]');
  expect(loggableUrl('/discovery?page=2', null)).toBe('/discovery?page=2');
});

test('a 10 KB query is cut to a bounded length, saying how much was left out', () => {
  const logged = loggableUrl(`/discovery?q=${'a'.repeat(10_240)}`, null);
  expect(logged.length).toBeLessThan(LOGGED_QUERY_MAX + 40);
  expect(logged).toMatch(/…\[\d+ more\]$/);
});

test('cut leaves short text alone', () => {
  expect(cut('short', 10)).toBe('short');
  expect(cut('0123456789ab', 10)).toBe('0123456789…[2 more]');
});

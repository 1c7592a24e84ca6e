import { postedValues, withPostedForm } from './posted-form';

const PAGE =
  '<!doctype html><html lang="en"><body><div id="root"><main><form method="post">' +
  '<input type="text" id="u" name="username" autoComplete="username" value=""/>' +
  '<input type="password" name="password" autoComplete="current-password" value=""/>' +
  '<input type="text" inputMode="numeric" name="code" autoComplete="one-time-code" value=""/>' +
  '<input type="hidden" name="token" value=""/>' +
  '<input type="email" name="email"/>' +
  '<textarea name="note"></textarea>' +
  '</form></main></div></body></html>';

const POSTED = postedValues({
  username: 'an@example.vn',
  password: 'S3cret!pw',
  code: '123456',
  token: 'captcha-token',
  email: ['first@example.vn', 'second@example.vn'],
  note: '<b>"hi"</b>',
});

test('plain fields hold what was posted, escaped', () => {
  const html = withPostedForm(PAGE, POSTED, 'en');
  expect(html).toContain('name="username" autoComplete="username" value="an@example.vn"');
  expect(html).toMatch(/<input value="first@example.vn" type="email" name="email"\/>/);
  expect(html).toContain('<textarea name="note">&lt;b&gt;&quot;hi&quot;&lt;/b&gt;</textarea>');
});

test('passwords, one-time codes and hidden tokens never go back into the page', () => {
  const html = withPostedForm(PAGE, POSTED, 'en');
  expect(html).not.toContain('S3cret!pw');
  expect(html).not.toContain('123456');
  expect(html).not.toContain('captcha-token');
});

test('a shown password (a text box) stays out too: its autocomplete names it', () => {
  const shown = PAGE.replace('type="password"', 'type="text"');
  expect(withPostedForm(shown, POSTED, 'en')).not.toContain('S3cret!pw');
});

test.each([
  ['en', 'nothing was sent'],
  ['vi', 'chưa có gì được gửi đi'],
] as const)('a notice in %s says nothing was sent, announced, before the root the page hydrates', (language, words) => {
  const html = withPostedForm(PAGE, POSTED, language);
  const notice = /<p role="alert"[^>]*>([^<]*)<\/p><div id="root">/.exec(html);
  expect(notice?.[1]).toContain(words);
});

test('the template as built (unquoted root) takes the notice too', () => {
  expect(withPostedForm('<body><div id=root></div></body>', new Map(), 'en')).toMatch(/role="alert"[\s\S]*<div id=root>/);
});

test('only text values are read from a body', () => {
  expect([...postedValues({ a: 'x', b: ['y'], c: { nested: 'z' }, d: 1 })]).toEqual([
    ['a', 'x'],
    ['b', 'y'],
  ]);
  expect(postedValues(undefined).size).toBe(0);
});

// `String.replace` expands `$&`, `` $` ``, `$'` and `$$` in a replacement string: posted text must
// never reach one, or it copies the page's own markup into the tag.
const SPECIALS = ['$&', '$`', "$'", '$$', '$1', '"', "'", '<', '>', '" autofocus onfocus="alert(1)" style="position:fixed', '$& autofocus onfocus=x style=top:0'];

test.each(SPECIALS)('posted %p is only ever the value of its own field', (posted) => {
  const html = withPostedForm(PAGE, postedValues({ username: posted, email: posted, note: posted }), 'en');
  const page = new DOMParser().parseFromString(html, 'text/html');
  const username = page.querySelector<HTMLInputElement>('input[name="username"]')!;
  const email = page.querySelector<HTMLInputElement>('input[name="email"]')!;
  expect(username.getAttributeNames().sort()).toEqual(['autocomplete', 'id', 'name', 'type', 'value']);
  expect(email.getAttributeNames().sort()).toEqual(['name', 'type', 'value']);
  expect(username.getAttribute('value')).toBe(posted);
  expect(email.getAttribute('value')).toBe(posted);
  expect(page.querySelector('textarea[name="note"]')!.textContent).toBe(posted);
  expect(page.querySelectorAll('input')).toHaveLength(5);
});

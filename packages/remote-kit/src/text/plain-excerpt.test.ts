/** @jest-environment node */
import { decodeHtmlEntities } from './html-entities';
import { plainExcerpt, plainText, truncateText } from './plain-excerpt';

// The node environment: the server uses these with no DOM at all.
describe('plainText', () => {
  it('keeps the text of the blocks, separated, and never the code', () => {
    const html =
      '<p><strong>Lead</strong> text.</p><h2>Heading</h2><ul><li>One</li><li>Two</li></ul><script>alert(1)</script>' +
      '<style>p { color: red }</style><noscript>Enable JS</noscript><template><p>Hidden</p></template>' +
      '<iframe src="https://x.test">Frame</iframe>';
    expect(plainText(html)).toBe('Lead text. Heading. One Two');
  });

  it('ends a title as a sentence, so it never runs into the text after it', () => {
    expect(plainText('<h2>Key findings</h2><p>The full report can be downloaded.</p>')).toBe('Key findings. The full report can be downloaded.');
    expect(plainText('<h3>Why now?</h3><p>Because.</p><h2>Summary</h2>')).toBe('Why now? Because. Summary');
    expect(plainText('<figure><img src="a.png"><figcaption>Mentions by week</figcaption></figure>Up 12%')).toBe('Mentions by week. Up 12%');
  });

  it('separates a block from the inline text before it, and joins inline parts of one word', () => {
    expect(plainText('<strong>Lead</strong><p>text</p>line<br>break<br/>again<div>x</div>')).toBe('Lead text line break again x');
    expect(plainText('<p>so<em>cial</em> listening</p>')).toBe('social listening');
  });

  it('reads entities: the basic ones, numeric ones and the accented letters editors write', () => {
    expect(plainText('<p>L&#7855;ng nghe m&#x1EA1;ng x&atilde; h&#7897;i &amp; b&aacute;o ch&iacute;&nbsp;&ndash; m&#7895;i ng&agrave;y&hellip;</p>')).toBe(
      'Lắng nghe mạng xã hội & báo chí – mỗi ngày…',
    );
    expect(plainText('<p>&AMP; &Eacute;cole &unknown; &#0; &#xD800;</p>')).toBe('& École &unknown; \ufffd \ufffd');
  });

  it('drops comments and tags whose quoted attributes hold a ">", and keeps a "<" that opens no tag', () => {
    expect(plainText('<!-- a > b --><p title="a > b" data-x=\'>\'>Text</p> 1 < 2 and 3 > 2')).toBe('Text 1 < 2 and 3 > 2');
  });

  it('drops an unclosed script to the end, as the parser does', () => {
    expect(plainText('<p>Kept</p><script>document.write("<p>never</p>")')).toBe('Kept');
  });

  it('reads no markup in entities: an escaped tag is text', () => {
    expect(plainText('<p>&lt;script&gt;x&lt;/script&gt;</p>')).toBe('<script>x</script>');
  });
});

describe('truncateText and plainExcerpt', () => {
  it('cuts long text at a word and marks the cut', () => {
    const excerpt = plainExcerpt(`<p>${'lắng nghe '.repeat(40)}</p>`, 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith('nghe…')).toBe(true);
    expect(plainExcerpt(`<p>${'social listening '.repeat(30)}</p>`, 40)).toBe('social listening social listening social…');
  });

  it('leaves short text whole, cuts a long word where it must and drops trailing punctuation', () => {
    expect(plainExcerpt('<p>Short.</p>')).toBe('Short.');
    expect(truncateText('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}…`);
    expect(truncateText('one two three, four', 14)).toBe('one two three…');
  });

  it('never leaves half an emoji before the mark', () => {
    expect(truncateText(`${'x'.repeat(9)}😀 more`, 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('defaults to 180 characters', () => {
    expect(plainExcerpt(`<p>${'a '.repeat(200)}</p>`)).toHaveLength(180);
  });
});

describe('decodeHtmlEntities', () => {
  it('reads every ISO 8859-1 name at its code point', () => {
    expect(decodeHtmlEntities('&nbsp;&copy;&yuml;&szlig;')).toBe('\u00a0\u00a9\u00ff\u00df');
  });
});

/** @jest-environment node */
import { escapeHtml } from './html-text';

describe('escapeHtml', () => {
  it('makes text safe inside attributes and elements', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  });
});

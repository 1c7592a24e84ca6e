/**
 * Post bodies and what sanitizeBlogHtml makes of them. The browser and the server tests both check
 * these exact strings: the same body on both sides is what lets a server-rendered post hydrate.
 */
export const SANITIZE_CASES: ReadonlyArray<{ name: string; html: string; clean: string }> = [
  {
    name: 'text formatting, headings, lists, quotes and tables are kept as written',
    html:
      '<h2>Ba lỗi thường gặp</h2><p><strong>Lead</strong> <em>text</em> &amp; <a href="https://echowatch.vn/bao-cao" title="Báo cáo">link</a></p>' +
      '<ul><li>Một</li></ul><ol start="3"><li>Ba</li></ol><blockquote>Trích</blockquote>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
    clean:
      '<h2>Ba lỗi thường gặp</h2><p><strong>Lead</strong> <em>text</em> &amp; <a href="https://echowatch.vn/bao-cao" title="Báo cáo">link</a></p>' +
      '<ul><li>Một</li></ul><ol start="3"><li>Ba</li></ol><blockquote>Trích</blockquote>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
  },
  {
    name: 'scripts go with their content, handlers go, the image stays',
    html: '<p>Lead</p><script>window.__echowatchInjected = "script"</script><img src="/pixel.gif" alt="Pixel" onerror="window.__echowatchInjected = 1">',
    clean: '<p>Lead</p><img src="/pixel.gif" alt="Pixel">',
  },
  {
    name: 'javascript:, data: and other schemes lose the address, in any case or encoding',
    html:
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)" onclick="alert(2)">b</a><a href="java&#x09;script:alert(3)">c</a>' +
      '<a href="&#106;avascript:alert(4)">d</a><a href="data:text/html,<script>alert(5)</script>">e</a><a href="ftp://x.test/f">f</a>' +
      '<img src="data:image/png;base64,AAAA" alt="g"><img src="javascript:alert(6)" alt="h">',
    clean: '<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><a>f</a><img alt="g"><img alt="h">',
  },
  {
    name: 'ordinary addresses stay: web, paths, in-page, mail and phone',
    html: '<a href=" /blog ">p</a><a href="#ket-luan">h</a><a href="mailto:hi@echowatch.vn">m</a><a href="tel:+84123">t</a><img src="https://cdn.test/a.png" alt="" width="600" height="300">',
    clean: '<a href="/blog">p</a><a href="#ket-luan">h</a><a href="mailto:hi@echowatch.vn">m</a><a href="tel:+84123">t</a><img src="https://cdn.test/a.png" alt width="600" height="300">',
  },
  {
    name: 'forms, frames, svg, styles, classes, ids and targets go; readable text stays',
    html:
      '<svg onload="alert(1)"><text>drawn</text></svg><iframe src="https://x.test">frame</iframe><form action="https://evil.test"><button>Go</button><input name="q"></form>' +
      '<style>p{display:none}</style><p style="position:fixed" class="x" id="blog-detail-title" data-x="1">Styled</p><a href="/a" target="_blank">new</a>',
    clean: 'Go<p>Styled</p><a href="/a">new</a>',
  },
  {
    name: 'a script left open takes the rest of the post, as a browser reads it',
    html: '<p>Kept</p><script>document.write("<p>never</p>")',
    clean: '<p>Kept</p>',
  },
  {
    name: 'what is left open is closed and stray end tags are dropped, so nothing reshapes the page',
    html: '<div><b>bold<i>both</b> after</i></div></div></article><p>open',
    clean: '<div><b>bold<i>both</i></b> after</div><p>open</p>',
  },
  {
    name: 'comments and unknown tags go, their text stays',
    html: '<!-- editor note --><p><font color="red">Red</font> <custom-tag>x</custom-tag></p>',
    clean: '<p>Red x</p>',
  },
];

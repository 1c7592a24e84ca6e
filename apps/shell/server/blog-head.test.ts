import type { BlogPost } from '@echowatch/api-client';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { withBlogHead } from './blog-head';

const config = localEnvironment as unknown as SiteConfig;

const post: BlogPost = {
  id: 1,
  slug: 'gia-$&-tin',
  title: 'Giá $& tin <b>',
  content: '<p>Mô tả.</p>',
  thumbnail: 'http://localhost:8090/blog-api/media/thumbnails/gia.png',
  report_file: null,
  created_at: '2025-05-15T14:10:00+07:00',
  blog_type_id: 3,
  blog_type_ids: [3],
  status: 1,
  language: 'vi',
};

describe('withBlogHead', () => {
  it('replaces a quoted default description and keeps $ patterns in titles literal', () => {
    const html = withBlogHead(
      '<html lang="en"><head>\n<title>EchoWatch</title>\n<meta name="description" content="Default" />\n</head><body></body></html>',
      config,
      post,
    );
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<title>Giá $&amp; tin &lt;b&gt; | EchoWatch</title>');
    expect(html).not.toContain('content="Default"');
    expect(html).toContain('<meta name="description" content="Mô tả." data-blog-meta>');
    expect(html).toContain('href="http://localhost:8080/blog-detail/gia-%24%26-tin?lng=vi"');
  });
});

import { plainExcerpt } from '@echowatch/remote-kit';
import { makePost } from '../../testing/blog-fixtures';
import { toListing } from './listed-post';

describe('toListing', () => {
  it('keeps what a card shows and replaces each body by its excerpt', () => {
    const post = makePost(3, { content: `<p>Đầu <strong>bài</strong> viết.</p>${'<p>Đoạn dài.</p>'.repeat(200)}` });
    const listing = toListing({ items: [post], total: 41 });

    expect(listing.total).toBe(41);
    const [listed] = listing.items;
    expect(listed).not.toHaveProperty('content');
    expect(listed!.excerpt).toBe(plainExcerpt(post.content));
    const { content: _body, ...shown } = post;
    expect(listed).toEqual({ ...shown, excerpt: plainExcerpt(post.content) });
    // The point of it: what travels in the page is a fraction of the bodies.
    expect(JSON.stringify(listing).length).toBeLessThan(JSON.stringify(post).length / 4);
  });
});

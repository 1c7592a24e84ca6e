import { sentAs } from './sent-as';

describe('sentAs', () => {
  it('is the full value where it is used, and the reduced one in JSON', () => {
    const post = sentAs({ title: 'Post', body: '<p>long</p>' as string | null }, (value) => ({ ...value, body: null }));
    expect(post.body).toBe('<p>long</p>');
    expect(JSON.parse(JSON.stringify({ pageData: { post } }))).toEqual({ pageData: { post: { title: 'Post', body: null } } });
    expect(Object.keys(post)).toEqual(['title', 'body']);
  });
});

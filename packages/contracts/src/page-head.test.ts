import { pageHeadTags, type PageHead } from './page-head';

const HEAD: PageHead = {
  title: 'Social listening basics',
  description: 'Every day, brands are mentioned everywhere.',
  canonical: 'https://echowatch.example/blog-detail/basics?lng=en',
  language: 'en',
  type: 'article',
  image: 'https://blog.example/media/thumbnails/basics.png',
};

const attributesOf = (head: PageHead) => pageHeadTags(head, 'EchoWatch').map(({ attributes }) => attributes);

describe('pageHeadTags', () => {
  it('names one canonical link and the preview tags, all of the same page', () => {
    const tags = attributesOf(HEAD);
    expect(tags.filter((tag) => tag.rel === 'canonical')).toEqual([{ rel: 'canonical', href: HEAD.canonical }]);
    const og = Object.fromEntries(tags.filter((tag) => tag.property).map((tag) => [tag.property, tag.content]));
    expect(og).toEqual({
      'og:type': 'article',
      'og:site_name': 'EchoWatch',
      'og:locale': 'en_US',
      'og:title': HEAD.title,
      'og:description': HEAD.description,
      'og:image': HEAD.image,
      'og:url': HEAD.canonical,
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('links a page with translations to each version, x-default the default language version', () => {
    const vi = 'https://echowatch.example/blog-detail/co-ban?lng=vi';
    const alternates = attributesOf({ ...HEAD, translations: [{ language: 'vi', href: vi }] }).filter((tag) => tag.rel === 'alternate');
    expect(alternates).toEqual([
      { rel: 'alternate', hreflang: 'en', href: HEAD.canonical },
      { rel: 'alternate', hreflang: 'vi', href: vi },
      { rel: 'alternate', hreflang: 'x-default', href: vi },
    ]);
    expect(attributesOf(HEAD).filter((tag) => tag.rel === 'alternate')).toEqual([]);
  });

  it('leaves the title and the description to the document, which always has them', () => {
    const tags = attributesOf(HEAD);
    expect(tags.some((tag) => tag.name === 'description')).toBe(false);
    expect(pageHeadTags(HEAD, 'EchoWatch').some(({ name }) => (name as string) === 'title')).toBe(false);
  });

  it('names no picture for a page without one', () => {
    const tags = attributesOf({ ...HEAD, image: undefined, language: 'vi' });
    expect(tags.some((tag) => tag.property === 'og:image')).toBe(false);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'vi_VN' });
  });
});

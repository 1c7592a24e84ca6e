import { screen } from '@testing-library/react';
import { IMAGE_WIDTHS } from '@echowatch/contracts';
import { renderWithShell, testSiteConfig } from '@echowatch/test-utils';
import { PostPicture } from './post-picture';

const ORIGINAL = 'https://blog.example.vn/media/thumbnails/a post, with comma.png';
const SIZES = '(max-width: 834px) 100vw, 24rem';

function picture(): HTMLImageElement {
  return screen.getByRole('presentation') as HTMLImageElement;
}

describe('PostPicture', () => {
  it('offers every width of the image route, each from the site origin, with the sizes it is drawn at', async () => {
    await renderWithShell(<PostPicture src={ORIGINAL} sizes={SIZES} />, { config: testSiteConfig({ images: { endpoint: '/images' } }) });

    const candidates = picture().getAttribute('srcset')!.split(', ');
    expect(candidates).toHaveLength(IMAGE_WIDTHS.length);
    for (const [index, width] of IMAGE_WIDTHS.entries()) {
      const [address, descriptor] = candidates[index]!.split(' ');
      const url = new URL(address!, 'http://site.test');
      expect(url.pathname).toBe('/images');
      expect(url.searchParams.get('src')).toBe(ORIGINAL);
      expect(url.searchParams.get('w')).toBe(String(width));
      expect(descriptor).toBe(`${width}w`);
    }
    expect(new URL(picture().getAttribute('src')!, 'http://site.test').searchParams.get('src')).toBe(ORIGINAL);
    expect(picture()).toHaveAttribute('sizes', SIZES);
  });

  it('loads the original as it is where the environment names no image route', async () => {
    await renderWithShell(<PostPicture src={ORIGINAL} sizes={SIZES} />, { config: testSiteConfig({ images: undefined }) });
    expect(picture()).toHaveAttribute('src', ORIGINAL);
    expect(picture()).not.toHaveAttribute('srcset');
    expect(picture()).not.toHaveAttribute('sizes');
  });

  it('asks for a lead picture first and at once, and for the others lazily', async () => {
    await renderWithShell(
      <>
        <PostPicture src={ORIGINAL} sizes={SIZES} lead />
        <PostPicture src={ORIGINAL} sizes={SIZES} />
      </>,
    );
    const [lead, other] = screen.getAllByRole('presentation');
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    expect(other).toHaveAttribute('loading', 'lazy');
    expect(other).not.toHaveAttribute('fetchpriority', 'high');
    // The browser reports when the lead picture is on screen; the site's code starts after that.
    expect(lead).toHaveAttribute('elementtiming', 'lead-picture');
    expect(other).not.toHaveAttribute('elementtiming');
    // Reserved space: no shift when the picture arrives.
    expect(other).toHaveAttribute('width', '1200');
    expect(other).toHaveAttribute('height', '630');
  });
});

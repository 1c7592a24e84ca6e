import { IMAGE_WIDTHS, imageUrl } from '@echowatch/contracts';
import { useSiteConfig } from '@echowatch/remote-kit';

/** The Element Timing name of a lead picture. */
const LEAD_PICTURE_TIMING = 'lead-picture';

// The width a browser without `srcset` support gets: crisp on most phones, light on desktops.
const FALLBACK_WIDTH = 800;

interface PostPictureProps {
  /** The picture's address as the blog service gives it. */
  src: string;
  /** How wide the picture is drawn, for the browser to pick a width (`sizes`). */
  sizes: string;
  className?: string;
  /** The picture is the page's largest paint: asked for first, never lazily. */
  lead?: boolean;
}

/**
 * A post's picture, decorative (the title says what it is about). Where the environment names an
 * image route, the browser picks the width its screen needs from the site's own origin instead of
 * loading the full-size original from the blog's host.
 */
export function PostPicture({ src, sizes, className, lead = false }: PostPictureProps) {
  const { images } = useSiteConfig();
  const responsive = images
    ? {
        src: imageUrl(images.endpoint, src, FALLBACK_WIDTH),
        srcSet: IMAGE_WIDTHS.map((width) => `${imageUrl(images.endpoint, src, width)} ${width}w`).join(', '),
        sizes,
      }
    : { src };
  return (
    <img
      className={className}
      {...responsive}
      alt=""
      width={1200}
      height={630}
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : 'auto'}
      // The browser reports when a lead picture is on screen: the site starts its code after that.
      elementtiming={lead ? LEAD_PICTURE_TIMING : undefined}
    />
  );
}

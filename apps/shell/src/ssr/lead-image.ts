const LEAD_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/**
 * A preload hint in the head for the image a page marks as its largest paint
 * (`fetchpriority="high"`). React writes its own hint at the start of the page's markup, behind the
 * head's inlined style sheets; named first in the head, the image is asked for with the first bytes
 * of the document. Attribute values stay as React escaped them.
 */
export function leadImageHints(appHtml: string): string[] {
  const tag = LEAD_IMAGE.exec(appHtml)?.[0];
  const src = tag && attribute(tag, 'src');
  if (!tag || !src) return [];
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  const responsive = `${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''}`;
  return [`<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high">`];
}

import { PAGE_HEAD_MARK } from '@echowatch/contracts';
import type { DocumentHead } from './route-head';

// The open page replaces the tags so marked when a page states its own head in the browser.
const marked = { [PAGE_HEAD_MARK]: '' };

/** The document's head tags: title, description, indexing, addresses and link previews. */
export function DocumentHeadTags({ head }: { head: DocumentHead }) {
  const { preview } = head;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex && <meta name="robots" content="noindex" />}
      {head.canonical && <link rel="canonical" href={head.canonical} {...marked} />}
      {head.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} {...marked} />
      ))}
      {preview && (
        <>
          <meta property="og:type" content={preview.type} {...marked} />
          <meta property="og:site_name" content={preview.siteName} {...marked} />
          <meta property="og:locale" content={preview.locale} {...marked} />
          <meta property="og:title" content={preview.title} {...marked} />
          <meta property="og:description" content={preview.description} {...marked} />
          <meta property="og:url" content={preview.url} {...marked} />
          {preview.image && <meta property="og:image" content={preview.image} {...marked} />}
          {preview.imageAlt && <meta property="og:image:alt" content={preview.imageAlt} {...marked} />}
          <meta name="twitter:card" content={preview.image ? 'summary_large_image' : 'summary'} {...marked} />
        </>
      )}
    </>
  );
}

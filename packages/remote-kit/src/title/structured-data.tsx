/** A schema.org description of what a page shows (JSON-LD), without its `@context`. */
export type StructuredDescription = Record<string, unknown>;

/**
 * What the page shows, described for search engines (schema.org JSON-LD), rendered with the page so
 * the server's document and the hydrated page carry the same. `<` is escaped: no text in it can
 * close the script element.
 */
export function StructuredData({ description }: { description: StructuredDescription | StructuredDescription[] }) {
  const described = Array.isArray(description)
    ? { '@context': 'https://schema.org', '@graph': description }
    : { '@context': 'https://schema.org', ...description };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(described).replace(/</g, '\\u003c') }} />;
}

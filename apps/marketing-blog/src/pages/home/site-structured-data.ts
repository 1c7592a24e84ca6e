import type { Language, SiteConfig } from '@echowatch/contracts';
import type { StructuredDescription } from '@echowatch/remote-kit';

/**
 * The home page's description for search engines: the organization behind the site, with its
 * contacts, and the site, whose posts can be searched at /discovery?keyword=….
 */
export function siteStructuredData({ brand, contact }: Pick<SiteConfig, 'brand' | 'contact'>, language: Language): StructuredDescription[] {
  const organization = `${brand.siteUrl}/#organization`;
  return [
    {
      '@type': 'Organization',
      '@id': organization,
      name: brand.name,
      url: brand.siteUrl,
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: contact.hotline, email: contact.email },
    },
    {
      '@type': 'WebSite',
      name: brand.name,
      url: brand.siteUrl,
      inLanguage: language,
      publisher: { '@id': organization },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${brand.siteUrl}/discovery?keyword={search_term_string}&lng=${language}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

import type { Language, SiteConfig } from '@echowatch/contracts';
import { renderWithShell } from '@echowatch/test-utils';
import '../../../testing/all-texts';
import type { DocsEndpoint } from '../docs-menu';
import { EndpointReference } from './endpoint-reference';

/** One call's reference as the docs page shows it, without the lazy boundary. */
export function renderReference(endpoint: DocsEndpoint, language: Language = 'vi', config?: SiteConfig) {
  return renderWithShell(<EndpointReference endpoint={endpoint} idPrefix="test" />, { language, config });
}

export const SEARCH: DocsEndpoint = { method: 'POST', path: '/news/search' };
export const TOPICS: DocsEndpoint = { method: 'GET', path: '/topic/list' };
export const SENTIMENTS: DocsEndpoint = { method: 'POST', path: '/statistics/sentiments' };

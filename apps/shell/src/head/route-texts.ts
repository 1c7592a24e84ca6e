import type { RemoteRoute } from '../routes/route-table';
import type { RouteHeadInput } from './route-head';

/** A translator of the shell's texts in one language. */
export type ShellTranslate = (key: string, values?: Record<string, string>) => string;

/** The shell's texts a route's head is written from: its title (none on the home page) and description. */
export function routeHeadTexts(
  translate: ShellTranslate,
  route: RemoteRoute | null,
  brand: string,
): Pick<RouteHeadInput, 'routeTitle' | 'routeDescription' | 'texts'> {
  return {
    routeTitle: route && route.id !== 'home' ? translate(`routes.${route.titleKey}`) : null,
    routeDescription: route ? translate(`routeDescriptions.${route.titleKey}`, { brand }) : null,
    texts: { tagline: translate('tagline'), siteDescription: translate('description', { brand }), notFoundTitle: translate('routes.notFound') },
  };
}

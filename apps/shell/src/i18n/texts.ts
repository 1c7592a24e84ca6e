import { defineTexts, namespaceTexts, type TextKey, type TextsOfGroups } from '@echowatch/remote-kit';

export const NAMESPACE = 'shell';

// Named chunks: the server finds the one of the page's language and has the browser fetch it
// alongside main, so hydration never waits for a second round trip.
export const shellTexts = defineTexts(NAMESPACE, {
  vi: () => import(/* webpackChunkName: "texts-vi" */ './shell/vi'),
  en: () => import(/* webpackChunkName: "texts-en" */ './shell/en'),
});

export const allTexts = [shellTexts] as const;

export type ShellTexts = TextsOfGroups<typeof allTexts>;
export type ShellTextKey = TextKey<ShellTexts>;
/** The generic title of each route, which the route table names its routes by. */
export type RouteTitleKey = keyof ShellTexts['routes'];

export const { useTexts } = namespaceTexts<ShellTexts>(NAMESPACE);

import type { ComponentType } from 'react';
import type { SiteConfig } from './site-config';

/** What the shell hands every page it renders from a remote. */
export interface RemotePageProps {
  config: SiteConfig;
  /** The shell's translated title of the route, for pages that show it as their heading. */
  routeTitle: string;
}

/** The shape of every module a remote exposes for a route. */
export interface RemotePageModule {
  Page: ComponentType<RemotePageProps>;
}

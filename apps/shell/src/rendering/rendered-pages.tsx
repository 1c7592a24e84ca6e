import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteName, RemotePageModule, RemotePageProps } from '@echowatch/contracts';

/**
 * What the shell knows about the page modules of one render. On the server: the modules its
 * loaders loaded for this request (never module state: every visitor shares the process).
 */
export interface RenderedPages {
  modules: ReadonlyMap<string, RemotePageModule>;
  /** Remote → version previewed in place of the live one (shown in a banner). */
  preview?: Partial<Record<RemoteName, string>>;
  /** A form posted to the first page before its code ran: what its plain fields show again. */
  postedForm?: RemotePageProps['postedForm'];
  /** True while rendering on the server, where no module may be fetched during render. */
  server: boolean;
}

const NONE: RenderedPages = { modules: new Map(), server: false };

const RenderedPagesContext = createContext<RenderedPages>(NONE);

export function RenderedPagesProvider({ value, children }: { value: RenderedPages; children: ReactNode }) {
  return <RenderedPagesContext.Provider value={value}>{children}</RenderedPagesContext.Provider>;
}

export function useRenderedPages(): RenderedPages {
  return useContext(RenderedPagesContext);
}

export const pageModuleKey = (remote: string, expose: string) => `${remote}/${expose}`;

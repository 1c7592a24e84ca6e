import { createContext, useContext, type ReactNode } from 'react';
import type { PageDataSource, PageHeadStatement, RemoteName, RemotePageModule } from '@echowatch/contracts';

/**
 * What the shell knows about the page modules of one render. On the server: the modules it loaded
 * for this request (never module state: every visitor shares the process) and the slots whose
 * remote failed. In the browser: the data and failures the server rendered the first page with.
 */
export interface RenderedPages {
  modules: ReadonlyMap<string, RemotePageModule>;
  failed: ReadonlySet<string>;
  /** Failed slots the server left to the browser on purpose: they hydrate as the page's outline. */
  deferred?: ReadonlySet<string>;
  /** Remote → version previewed in place of the live one (shown in a banner). */
  preview?: Partial<Record<RemoteName, string>>;
  pageData: PageDataSource | undefined;
  /** True while rendering on the server, where no module may be fetched during render. */
  server: boolean;
  /** On the server: where the page of this render states its own title, for the document's head. */
  statePageTitle?: (title: string | null) => void;
  /** On the server: where that page states its whole head, or that its address names nothing. */
  statePageHead?: (statement: PageHeadStatement) => void;
}

const NONE: RenderedPages = { modules: new Map(), failed: new Set(), pageData: undefined, server: false };

const RenderedPagesContext = createContext<RenderedPages>(NONE);

export function RenderedPagesProvider({ value, children }: { value: RenderedPages; children: ReactNode }) {
  return <RenderedPagesContext.Provider value={value}>{children}</RenderedPagesContext.Provider>;
}

export function useRenderedPages(): RenderedPages {
  return useContext(RenderedPagesContext);
}

export const pageModuleKey = (remote: string, expose: string) => `${remote}/${expose}`;

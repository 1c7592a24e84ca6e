import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { PageHeadStatement, PageTitleSink } from '@echowatch/contracts';

/** What the open page stated of its head in the browser, once it had what it is named after. */
export interface StatedHead {
  title: string | null;
  head: PageHeadStatement;
}

interface StatedHeadValue {
  stated: StatedHead;
  sink: PageTitleSink;
}

const NOTHING: StatedHead = { title: null, head: null };

const StatedHeadContext = createContext<StatedHeadValue>({ stated: NOTHING, sink: { duringRender: false, state: () => undefined } });

/**
 * Holds what the page in view states of its head (a post reached before its module had arrived
 * names itself once it has loaded), for the route's head tags to render. The page withdraws it
 * when it leaves.
 */
export function StatedHeadProvider({ children }: { children: ReactNode }) {
  const [stated, setStated] = useState<StatedHead>(NOTHING);
  const sink = useMemo<PageTitleSink>(
    () => ({
      duringRender: false,
      state: (title) => setStated((current) => (current.title === title ? current : { ...current, title })),
      head: (head) => setStated((current) => (current.head === head ? current : { ...current, head })),
    }),
    [],
  );
  const value = useMemo(() => ({ stated, sink }), [stated, sink]);
  return <StatedHeadContext.Provider value={value}>{children}</StatedHeadContext.Provider>;
}

export const useStatedHead = () => useContext(StatedHeadContext);

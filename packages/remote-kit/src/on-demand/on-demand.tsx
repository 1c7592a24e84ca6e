import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { sameShownProps, useLanguageNow } from './shown-props';
import { useHydrated } from '../ui/use-hydrated';
import { demandNow, replayHeldActions, waitForDemand } from './wait-for-demand';

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * Marks a part still waiting for its code, so assistive technology (and a test) can tell. Drawn in
 * place of server markup (React discards it when, say, the language changes first), it asks for
 * the code at once: there is nothing left on screen for the visitor to reach for.
 */
function Loading({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => demandNow(name), [name]);
  return (
    <div data-loading-part="" aria-busy="true" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** Says when the part has its code and is live. */
function PartReady({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export type OnDemandPart<P> = ComponentType<P> & {
  /** Fetches the code now, for a page that needs the part live before the visitor reaches for it. */
  loadNow: () => void;
};

/**
 * A part of a page whose code (a form and its form library, say) comes only when a visitor reaches
 * for it. The server renders it in full. A page that arrived rendered keeps the server's markup for
 * the part, readable and taking typing, until the visitor first focuses, presses or types in it;
 * then the code comes and React hydrates the part, keeping what was typed, and a send tried
 * meanwhile is made again. Drawn fresh in the browser (a visit by client navigation), the part
 * loads at once, showing `fallback` until it can.
 */
export function onDemand<P extends object>(name: string, load: Loader<P>, fallback: ReactNode = null): OnDemandPart<P> {
  const toModule = (component: ComponentType<P>) => ({ default: component });
  const AtOnce = lazy(() => load().then(toModule));
  const WhenWanted = lazy(() => waitForDemand(name).then(load).then(toModule));

  function OnDemandPart(props: P) {
    const hydrated = useHydrated();
    // Chosen once: a part that changed its component while hydrating would be drawn again.
    const [Part] = useState(() => (hydrated ? AtOnce : WhenWanted));
    const [ready, setReady] = useState(false);
    const markReady = useCallback(() => setReady(true), []);
    // New props reaching a boundary still waiting for its code would make React throw the server's
    // markup away and draw the fallback; until the part is live it keeps its first props (it calls
    // none of them before), and the element stays the same when the page renders again.
    const [firstProps] = useState(props);
    const language = useLanguageNow();
    const [firstLanguage] = useState(language);
    // What the visitor sees has changed under the server's markup (another language, a prop the
    // visitor changed): that markup is stale. It is dropped for the part drawn afresh with the
    // latest props, rather than kept in the old words until the visitor happens to reach for it.
    const stale = !ready && (language !== firstLanguage || !sameShownProps(firstProps, props));
    // Once drawn afresh it stays so: back on the server's boundary it would be drawn again.
    const [redrawn, setRedrawn] = useState(false);
    if (stale && !redrawn) setRedrawn(true);
    const fresh = redrawn || stale;
    const Drawn = fresh ? AtOnce : Part;
    const shown = ready || fresh ? props : firstProps;
    // Clicks and a send held back meanwhile are made once the part has the page's latest props.
    useEffect(() => {
      if (ready) replayHeldActions(name);
    }, [ready]);
    return useMemo(
      () => (
        <div data-on-demand={name} style={{ display: 'contents' }}>
          <Suspense key={fresh ? 'fresh' : 'server'} fallback={<Loading name={name}>{fallback}</Loading>}>
            <Drawn {...shown} />
            <PartReady onReady={markReady} />
          </Suspense>
        </div>
      ),
      [Drawn, fresh, shown, markReady],
    );
  }
  OnDemandPart.displayName = `OnDemand(${name})`;
  return Object.assign(OnDemandPart, { loadNow: () => demandNow(name) });
}

import { earlyEvents } from '../early-events/use-release-early-events';

/** What a visitor does that says they are about to use a part of the page. */
// A click or a send (held by the early events until the part is live) says so too.
const DEMAND_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'touchstart', 'click', 'submit'] as const;

/** What a visitor did before the part had its code that the page must still hear of. */
interface HeldActions {
  /** Boxes left meanwhile: a form shows a box's error once it has been left. */
  left: Element[];
}

interface DemandWatch {
  /** Resolves when the visitor reaches for the part (at once when there is nothing to watch). */
  wanted: Promise<void>;
  want: () => void;
  /** Stops watching and hands over the boxes left meanwhile. */
  release: () => HeldActions;
}

const watches = new Map<string, DemandWatch>();
/** Parts a page asked for before React got to them (it hydrates a waiting part after the page's effects). */
const wantedBeforeWatched = new Set<string>();

// Names are plain words (login-email), so they need no escaping in a selector.
const onDemandSelector = (name: string) => `[data-on-demand="${name}"]`;

function alreadyInUse(part: Element): boolean {
  if (document.activeElement && part.contains(document.activeElement)) return true;
  // Typed into (or filled in by the browser) before this code ran.
  return [...part.querySelectorAll('input, textarea')].some((field) => {
    const box = field as HTMLInputElement | HTMLTextAreaElement;
    return box instanceof HTMLInputElement && (box.type === 'checkbox' || box.type === 'radio')
      ? box.checked !== box.defaultChecked
      : box.value !== box.defaultValue;
  });
}

function watch(name: string, part: Element): DemandWatch {
  const left = new Set<Element>();
  let want = () => undefined as void;
  const wanted = new Promise<void>((resolve) => (want = resolve));
  const inPart = (event: Event) => event.target instanceof Node && part.contains(event.target);
  // Listened for on the document, ahead of React: React stops these events at its root while the
  // part they are aimed at still waits for its code.
  const onDemand = (event: Event) => {
    if (inPart(event)) want();
  };
  const noteLeft = (event: Event) => {
    if (inPart(event) && event.target instanceof Element && event.target.matches('input, textarea, select')) left.add(event.target);
  };
  for (const type of DEMAND_EVENTS) document.addEventListener(type, onDemand, { capture: true });
  document.addEventListener('focusout', noteLeft, { capture: true });
  // Clicks and a send (never the browser's own submission, with the fields in an address) are held
  // by the page's early events from its first byte: one held for this part means it is wanted.
  if (alreadyInUse(part) || earlyEvents()?.pending(name)) want();
  void wanted.then(() => {
    for (const type of DEMAND_EVENTS) document.removeEventListener(type, onDemand, { capture: true });
  });
  return {
    wanted,
    want,
    release: () => {
      document.removeEventListener('focusout', noteLeft, { capture: true });
      const actions = { left: [...left] };
      left.clear();
      return actions;
    },
  };
}

/**
 * Waits until the visitor reaches for the server-rendered part called `name`: a focus, press, key
 * or typing inside it, or a send. Resolves at once outside a browser, or when the page holds no
 * such part (nothing was sent by the server to wait on).
 */
export function waitForDemand(name: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const part = document.querySelector(onDemandSelector(name));
  if (!part || wantedBeforeWatched.delete(name)) return Promise.resolve();
  const current = watches.get(name) ?? watch(name, part);
  watches.set(name, current);
  return current.wanted;
}

/** The part's code is needed now: React drew its fallback instead of keeping the server's markup. */
export function demandNow(name: string): void {
  const current = watches.get(name);
  if (current) current.want();
  else wantedBeforeWatched.add(name);
}

/**
 * Once the part has its code: the boxes left meanwhile are left again (React missed that), then the
 * clicks and the send held back (by the page's early events) are made, in order, once.
 */
export function replayHeldActions(name: string): void {
  const current = watches.get(name);
  watches.delete(name);
  const left = current?.release().left ?? [];
  for (const box of left) {
    if (box.isConnected && box !== document.activeElement) box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  earlyEvents()?.release(name);
}

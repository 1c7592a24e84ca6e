/** What a visitor does that says they are about to use a part of the page. */
const DEMAND_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'touchstart'] as const;

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** What a visitor did before the part had its code that the page must still hear of. */
interface HeldActions {
  /** Boxes left meanwhile: a form shows a box's error once it has been left. */
  left: Element[];
  clicks: HTMLElement[];
  submit: HeldSubmit | null;
}

/**
 * The control a click works, when only the part's code can work it: a button, a check box or radio
 * button (or a label for one). Links and text boxes do their own thing without code.
 */
function heldControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const found = target.closest('button, input, label');
  const control = found instanceof HTMLLabelElement ? found.control : found;
  if (control instanceof HTMLButtonElement) return control;
  if (control instanceof HTMLInputElement && ['checkbox', 'radio', 'submit', 'button'].includes(control.type)) return control;
  return null;
}

interface DemandWatch {
  /** Resolves when the visitor reaches for the part (at once when there is nothing to watch). */
  wanted: Promise<void>;
  want: () => void;
  /** Stops holding clicks and sends back and hands over those tried meanwhile. */
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

function watch(part: Element): DemandWatch {
  let held: HeldSubmit | null = null;
  const clicks: HTMLElement[] = [];
  const left = new Set<Element>();
  let want = () => undefined as void;
  const wanted = new Promise<void>((resolve) => (want = resolve));
  const inPart = (event: Event) => event.target instanceof Node && part.contains(event.target);
  // Listened for on the document, ahead of React: React stops these events at its root while the
  // part they are aimed at still waits for its code.
  const onDemand = (event: Event) => {
    if (inPart(event)) want();
  };
  // Sending before the part has its code would be the browser's own form submission (a page load
  // with the fields in the address); it is held instead and made again once the code is there.
  const holdSubmit = (event: Event) => {
    if (!inPart(event)) return;
    event.preventDefault();
    held = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
    want();
  };
  // React cannot answer a click on the part yet (it would be lost): the click is held and made again.
  const holdClick = (event: Event) => {
    const control = inPart(event) ? heldControl(event.target) : null;
    if (!control) return;
    event.preventDefault();
    clicks.push(control);
    want();
  };
  const noteLeft = (event: Event) => {
    if (inPart(event) && event.target instanceof Element && event.target.matches('input, textarea, select')) left.add(event.target);
  };
  for (const type of DEMAND_EVENTS) document.addEventListener(type, onDemand, { capture: true });
  document.addEventListener('submit', holdSubmit, { capture: true });
  document.addEventListener('click', holdClick, { capture: true });
  document.addEventListener('focusout', noteLeft, { capture: true });
  if (alreadyInUse(part)) want();
  void wanted.then(() => {
    for (const type of DEMAND_EVENTS) document.removeEventListener(type, onDemand, { capture: true });
  });
  return {
    wanted,
    want,
    release: () => {
      document.removeEventListener('submit', holdSubmit, { capture: true });
      document.removeEventListener('click', holdClick, { capture: true });
      document.removeEventListener('focusout', noteLeft, { capture: true });
      const actions = { left: [...left], clicks: clicks.splice(0), submit: held };
      left.clear();
      held = null;
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
  const current = watches.get(name) ?? watch(part);
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
 * clicks and the send held back are made, in order.
 */
export function replayHeldActions(name: string): void {
  const current = watches.get(name);
  if (!current) return;
  watches.delete(name);
  const { left, clicks, submit } = current.release();
  for (const box of left) {
    if (box.isConnected && box !== document.activeElement) box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  for (const control of clicks) if (control.isConnected) control.click();
  if (!submit?.form.isConnected) return;
  if (submit.submitter?.isConnected) submit.form.requestSubmit(submit.submitter);
  else submit.form.requestSubmit();
}

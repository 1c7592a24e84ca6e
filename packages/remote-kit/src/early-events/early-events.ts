/**
 * What a visitor does before the code of the part they aim at has arrived. The page arrives
 * rendered, but until React has hydrated a part nothing answers its buttons, and React replays no
 * click, send or key press that came before (only focus and hover). This keeps them: a script of
 * its own, inlined first in every page's head, listens from the first byte, holds what needs a
 * part's code and hands it over, in order and once, when that part says it is live.
 *
 * Runs before anything else, so it imports nothing and stays small (its size is budgeted).
 */
export interface EarlyEvents {
  /**
   * The part now answers for itself: what was held for it is done again, in order, once. It
   * counts for the part's elements on the page now; one drawn later is held for until released.
   */
  release: (part: string) => void;
  /** Whether something is held for the part (the visitor already reached for it). */
  pending: (part: string) => boolean;
}

export const EARLY_EVENTS_KEY = 'ewEarlyEvents';

/** Where a control's part is named; an on-demand part (remote-kit's onDemand) names itself. */
export const NEEDS_CODE_ATTRIBUTE = 'data-needs-code';
/** The part of a control in no named part: released when the page has hydrated. */
export const PAGE_PART = 'page';

interface Held {
  part: string;
  type: string;
  target: Element;
  submitter?: HTMLElement | null;
  key?: KeyboardEventInit;
}

type WithEarlyEvents = Window & { [EARLY_EVENTS_KEY]?: EarlyEvents };

/** Installs the listeners once per page and returns them (the same ones on a second call). */
export function installEarlyEvents(win: Window): EarlyEvents {
  const own = win as WithEarlyEvents;
  const existing = own[EARLY_EVENTS_KEY];
  if (existing) return existing;
  const doc = win.document;
  const held: Held[] = [];
  const live = new WeakSet<Element>();

  const partOf = (element: Element): [string, Element] | null => {
    const named = element.closest('[data-on-demand],[' + NEEDS_CODE_ATTRIBUTE + ']');
    if (named) return [named.getAttribute('data-on-demand') || named.getAttribute(NEEDS_CODE_ATTRIBUTE) || PAGE_PART, named];
    const root = element.closest('#root');
    return root ? [PAGE_PART, root] : null;
  };
  const elementsOf = (part: string) =>
    part === PAGE_PART
      ? [doc.getElementById('root')]
      : doc.querySelectorAll('[data-on-demand="' + part + '"],[' + NEEDS_CODE_ATTRIBUTE + '="' + part + '"]');
  // A form the browser sends well by itself (a search that loads its results) is left to it.
  const sendsItself = (form: HTMLFormElement | null) => !!form && (form.getAttribute('method') || 'get').toLowerCase() === 'get';

  // The control a click works when only code can work it. Links, disclosures, popover buttons,
  // text boxes, check boxes and radio buttons do their own thing, and their code adopts the state
  // the visitor left them in: held, a box would not tick, and a second tap would untick it later.
  const controlOf = (target: Element): Element | null => {
    if (target.closest('a[href],summary,[popovertarget]')) return null;
    let control = target.closest('button,input,label,[role=button],[role=tab],[role=switch]');
    if (control instanceof HTMLLabelElement) control = control.control;
    if (control instanceof HTMLInputElement && !/^(submit|button|image)$/.test(control.type)) return null;
    if ((control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' && sendsItself(control.form)) return null;
    return control;
  };
  const hold = (event: Event, target: Element | null, record: Omit<Held, 'part' | 'target'>) => {
    const found = target && partOf(target);
    if (!target || !found || live.has(found[1])) return;
    // Held: neither the browser (a native send) nor the page (React would drop it) acts on it now.
    if (record.type !== 'keydown') {
      event.preventDefault();
      event.stopPropagation();
    }
    held.push({ part: found[0], target, ...record });
  };

  doc.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element) hold(event, controlOf(event.target), { type: 'click' });
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!sendsItself(form)) hold(event, form, { type: 'submit', submitter: (event as SubmitEvent).submitter });
    },
    true,
  );
  // Keys that only a part's code answers (arrows on a custom control); keys that type or that the
  // browser turns into a click or a send are not kept here.
  doc.addEventListener(
    'keydown',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest('a[href],button,input,select,textarea,summary,[contenteditable]')) return;
      if (!target.closest('[role=tab],[role=button],[role=slider],[tabindex]')) return;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      hold(event, target, { type: 'keydown', key: { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true } });
    },
    true,
  );

  const replay = (entry: Held) => {
    const { target, type } = entry;
    if (!target.isConnected) return;
    if (type === 'click') (target as HTMLElement).click();
    else if (type === 'keydown') target.dispatchEvent(new KeyboardEvent('keydown', entry.key));
    else {
      const form = target as HTMLFormElement;
      const submitter = entry.submitter;
      if (submitter && submitter.isConnected && (submitter as HTMLButtonElement).form === form) form.requestSubmit(submitter);
      else form.requestSubmit();
    }
  };

  const events: EarlyEvents = {
    release: (part) => {
      for (const element of elementsOf(part)) if (element) live.add(element);
      const mine = held.filter((entry) => entry.part === part);
      for (const entry of mine) held.splice(held.indexOf(entry), 1);
      for (const entry of mine) replay(entry);
    },
    pending: (part) => held.some((entry) => entry.part === part),
  };
  own[EARLY_EVENTS_KEY] = events;
  return events;
}

import { installEarlyEvents, PAGE_PART } from './early-events';

/** A server-rendered page: nothing listens to its controls until its parts say they are live. */
function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const done: string[] = [];
  for (const button of document.querySelectorAll('button')) {
    button.addEventListener('click', () => done.push(`click ${button.textContent}`));
  }
  for (const form of document.querySelectorAll('form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      done.push(`send ${(event.submitter as HTMLElement | null)?.textContent ?? 'by Enter'}`);
    });
  }
  return done;
}

const early = installEarlyEvents(window);
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

describe('installEarlyEvents', () => {
  it('is installed once per page', () => {
    expect(installEarlyEvents(window)).toBe(early);
  });

  it('holds clicks on the page until it is live, then makes them in order, once', () => {
    const done = page('<button id="a">Pause</button><button id="b">Slide 2</button>');
    // false: the click was cancelled (the browser does nothing with it) and the page never heard of it.
    const press = (selector: string) =>
      document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect([press('#a'), press('#b')]).toEqual([false, false]);
    expect(done).toEqual([]);
    expect(early.pending(PAGE_PART)).toBe(true);
    early.release(PAGE_PART);
    expect(done).toEqual(['click Pause', 'click Slide 2']);
    expect(early.pending(PAGE_PART)).toBe(false);
    early.release(PAGE_PART);
    expect(done).toEqual(['click Pause', 'click Slide 2']);
    // Live now: a click goes straight through.
    click('#a');
    expect(done).toEqual(['click Pause', 'click Slide 2', 'click Pause']);
  });

  it('holds a send of a form that posts and makes it with the same button once the part is live', () => {
    const done = page(
      '<div data-on-demand="sign-in"><form method="post"><input name="password"><button id="go" type="submit">Sign in</button></form></div>',
    );
    const form = document.querySelector('form')!;
    const submitter = document.querySelector<HTMLButtonElement>('#go')!;
    // false: the browser's own submission (a page load with the password in it) was cancelled.
    expect(form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }))).toBe(false);
    expect(done).toEqual([]);
    // The page being live is not enough: the form's own part has not got its code.
    early.release(PAGE_PART);
    expect(done).toEqual([]);
    expect(early.pending('sign-in')).toBe(true);
    early.release('sign-in');
    expect(done).toEqual(['send Sign in']);
  });

  it('leaves links, searches that load their own results and popover buttons to the browser', () => {
    document.body.innerHTML =
      '<div id="root"><a id="link" href="#x">Pricing</a><form method="get"><input name="keyword"><button id="search">Search</button></form>' +
      '<button id="menu" popovertarget="m">Menu</button><div id="m" popover></div></div>';
    const prevented: string[] = [];
    document.addEventListener('click', (event) => prevented.push(`click ${event.defaultPrevented}`));
    document.addEventListener('submit', (event) => {
      prevented.push(`submit ${event.defaultPrevented}`);
      event.preventDefault();
    });
    click('#link');
    click('#search');
    click('#menu');
    expect(prevented).toEqual(['click false', 'click false', 'submit false', 'click false']);
  });

  it('lets check boxes and radio buttons answer a tap themselves, through their labels too', () => {
    document.body.innerHTML =
      '<div id="root"><div data-on-demand="form"><input id="agree" type="checkbox"><label for="agree">Agree</label>' +
      '<input id="one" type="radio" name="n"><input id="two" type="radio" name="n"></div></div>';
    click('#agree');
    click('#two');
    expect(document.querySelector<HTMLInputElement>('#agree')!.checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('#two')!.checked).toBe(true);
    // A second tap unticks it, as the visitor sees, and nothing is held to undo it later.
    click('label');
    expect(document.querySelector<HTMLInputElement>('#agree')!.checked).toBe(false);
    expect(early.pending('form')).toBe(false);
  });

  it('keeps a part drawn after its release waiting for its own release', () => {
    const done = page('<div data-needs-code="console"><button id="run">Run</button></div>');
    early.release('console');
    click('#run');
    expect(done).toEqual(['click Run']);
    // The part is drawn again (a new element) by code that has not arrived yet.
    const again = page('<div data-needs-code="console"><button id="run">Run</button></div>');
    click('#run');
    expect(again).toEqual([]);
    early.release('console');
    expect(again).toEqual(['click Run']);
  });

  it('holds keys that only a part\'s code answers, and none that type', () => {
    page('<div data-needs-code="tabs"><div role="tab" tabindex="0" id="tab">One</div><input id="box"></div>');
    const keys: string[] = [];
    document.querySelector('#tab')!.addEventListener('keydown', (event) => keys.push((event as KeyboardEvent).key));
    document.querySelector('#tab')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    document.querySelector('#box')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    keys.length = 0;
    early.release('tabs');
    expect(keys).toEqual(['ArrowRight']);
  });
});

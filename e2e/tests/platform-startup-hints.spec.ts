import { containerName, STARTUP_SCRIPTS_ID } from '@echowatch/contracts';
import type { Page } from '@playwright/test';
import { expect, openIn, test } from '../support/fixtures';

// A page's scripts are named in its head, so the browser fetches them with the document instead
// of discovering them one evaluation after another: the shell's start, the remote's page, the
// page's texts in its language. Named and not used is a wasted download on a phone.
const ROUTES = ['/', '/discovery', '/blog-detail/social-listening-basics', '/packages', '/login', '/open-api-docs', '/reporting-service', '/terms-of-use'];
// Pages that are one static part: every text they show is in the HTML, none comes as a script.
const WITHOUT_BROWSER_TEXTS = new Set(['/terms-of-use']);

// Runs before the page's own scripts: notes every script the page adds (webpack's and the
// federation runtime's chunk loading both add a <script src>, and so does the shell's entry when it
// runs the remote's entry early), and whether the page was live by then.
// What the page adds once live (the session check's HTTP client) is neither a startup script nor
// one the HTML named, though it may still sit in the head while it loads.
const NOTE_SCRIPTS = `
  window.__scriptsBeforeReady = [];
  window.__scriptsAdded = [];
  const note = (node) => {
    if (!(node instanceof HTMLScriptElement) || !node.src) return;
    window.__scriptsAdded.push(node.src);
    if (document.documentElement.dataset.page !== 'ready') window.__scriptsBeforeReady.push(node.src);
  };
  for (const method of ['appendChild', 'insertBefore']) {
    const original = Node.prototype[method];
    Node.prototype[method] = function (node, ...rest) { note(node); return original.call(this, node, ...rest); };
  }
  for (const method of ['append', 'prepend']) {
    const original = Element.prototype[method];
    Element.prototype[method] = function (...nodes) { nodes.forEach(note); return original.apply(this, nodes); };
  }
`;

for (const language of ['en', 'vi'] as const) {
  for (const path of ROUTES) {
    test(`${path} (${language}) names in its head every script it starts with, and only those`, async ({ page }) => {
      await page.addInitScript({ content: NOTE_SCRIPTS });
      await openIn(page, language, path);
      await expect(page.locator('html')).toHaveAttribute('data-page', 'ready');
      const { loaded, hinted: named, serverFailed, startedPage, inDocument } = await page.evaluate((listId) => ({
        loaded: (window as unknown as { __scriptsBeforeReady: string[] }).__scriptsBeforeReady,
        inDocument: [...document.querySelectorAll<HTMLScriptElement>('head script[src]')]
          .map((script) => script.src)
          .filter((src) => !(window as unknown as { __scriptsAdded: string[] }).__scriptsAdded.includes(src)),
        // Preload links, and the shell's startup list, which the early script preloads at the first
        // paint unless the page's own code has asked for them already (a fast connection).
        hinted: [
          ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href),
          ...(JSON.parse(document.getElementById(listId)?.textContent ?? '[]') as string[]).map(
            (href) => new URL(href, document.baseURI).href,
          ),
        ],
        serverFailed: Object.entries(
          (JSON.parse(document.getElementById('ew-page-state')!.textContent!) as { loaderData: Record<string, { failed?: boolean }> }).loaderData,
        )
          .filter(([, route]) => route.failed)
          .map(([id]) => id),
        startedPage: (JSON.parse(document.getElementById('ew-page-state')!.textContent!) as { page?: { remote: string } }).page,
      }), STARTUP_SCRIPTS_ID);
      // A page the server could not render is the browser's to load, texts and all.
      expect(serverFailed).toEqual([]);
      // The page module the server rendered with is named for the shell's entry to start loading.
      expect(startedPage).toEqual({ remote: expect.any(String), expose: expect.stringMatching(/^\.\/[\w-]+-page$/) });
      const hinted = [...new Set(named)];
      const fileName = (url: string) => new URL(url).pathname;
      // Every script the page needed to go live was asked for with the document…
      expect(loaded.filter((url) => !hinted.includes(url)).map(fileName)).toEqual([]);
      // …and every one asked for was needed.
      expect(hinted.filter((url) => !loaded.includes(url)).map(fileName)).toEqual([]);
      const textChunk = (url: string) => /\/texts-[\w-]+-(en|vi)\.[0-9a-f]+\.js$/.test(url);
      expect(hinted.some(textChunk)).toBe(!WITHOUT_BROWSER_TEXTS.has(path));
      // Every one that holds code is compiled while it streams in (V8's compile hint on its first
      // line, once), not function by function on the main thread during hydration.
      const misHinted: string[] = [];
      for (const url of [...inDocument, ...loaded].filter((url) => !textChunk(url) && !/\/texts-(en|vi)\./.test(url))) {
        const source = await (await page.request.get(url)).text();
        const once = source.startsWith('//# allFunctionsCalledOnLoad\n') && source.split('allFunctionsCalledOnLoad').length === 2;
        if (!once) misHinted.push(fileName(url));
      }
      expect(misHinted).toEqual([]);
    });
  }
}

/** Holds the shell's startup libraries back until the returned function is called. */
async function holdStartupLibraries(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /\/startup-libraries\.[0-9a-f]+\.js$/.test(url.pathname),
    async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

// The remote's entry arrives with the document but used to run only when hydration reached the
// page, stopping it there; the shell's entry now runs it while the startup libraries still download.
test("the route's remote entry runs while the shell's startup libraries are still on their way", async ({ context }) => {
  // A page of its own: the fixture's would wait for the page to go live, which the held libraries prevent.
  const page = await context.newPage();
  const release = await holdStartupLibraries(page);
  await page.goto('/packages?lng=en', { waitUntil: 'commit' });
  const container = containerName('pricing-reporting');
  await expect.poll(() => page.evaluate((name) => name in window, container)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.page)).toBeUndefined();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-page', 'ready');
  await expect(page.getByRole('tab', { name: 'Government' })).toBeVisible();
  await page.close();
});

// The page module used to load only once hydration reached the page: the federation runtime's work
// for it (entry, files) then followed the shell's hydration. The shell's entry now starts
// it while the startup libraries still download.
test("the page's module is loaded while the shell's startup libraries are still on their way", async ({ context }) => {
  // A page of its own: the fixture's would wait for the page to go live, which the held libraries prevent.
  const page = await context.newPage();
  await page.addInitScript({ content: NOTE_SCRIPTS });
  const release = await holdStartupLibraries(page);
  await page.goto('/blog-detail/social-listening-basics?lng=en', { waitUntil: 'commit' });
  const added = () => page.evaluate(() => (window as unknown as { __scriptsAdded: string[] }).__scriptsAdded.map((src) => new URL(src).pathname));
  await expect.poll(async () => (await added()).some((path) => /\/__federation_expose_blog_detail_page\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.page)).toBeUndefined();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-page', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Social listening basics');
  // Started early or not, the page's module is asked for once.
  expect((await added()).filter((path) => path.includes('__federation_expose_blog_detail_page'))).toHaveLength(1);
  await page.close();
});

// A deferred entry ran as soon as the document was parsed, often before the first paint, which its
// run then held back. It is now asked for with the document and run by the early script once the
// page is painted (and its lead picture in).
for (const path of ['/', '/discovery', '/login']) {
  test(`${path}: the shell's entry is fetched with the document and runs only after the first contentful paint`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { __entryAddedAt?: number };
      new MutationObserver(() => {
        if (seen.__entryAddedAt === undefined && document.querySelector('script[src*="/main."]')) seen.__entryAddedAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await openIn(page, 'en', path);
    await expect(page.locator('html')).toHaveAttribute('data-page', 'ready');
    const timing = await page.evaluate(() => {
      const entry = document.querySelector<HTMLScriptElement>('script[src*="/main."]')!;
      return {
        addedAt: (window as unknown as { __entryAddedAt?: number }).__entryAddedAt ?? null,
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        fetchedAt: (performance.getEntriesByName(entry.src)[0] as PerformanceResourceTiming | undefined)?.fetchStart ?? null,
        fetches: performance.getEntriesByName(entry.src).length,
      };
    });
    expect(timing.paintedAt).not.toBeNull();
    expect(timing.addedAt).toBeGreaterThan(timing.paintedAt!);
    expect(timing.fetchedAt).toBeLessThan(timing.paintedAt!);
    expect(timing.fetches).toBe(1);
  });
}

// A lead picture that has arrived can still be a decode and a frame away from the screen: started
// then, the entry often ran before the picture showed, and Lighthouse's simulation charged its run to
// the largest paint. The early script waits for the browser to report the picture on screen
// (apps/shell/src/early/entry-scripts.ts), however long it takes, unless the visitor acts first.
for (const path of ['/blog-detail/social-listening-basics', '/discovery']) {
  test(`${path}: the shell's entry runs only once the lead picture is on screen`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { __entryAddedAt?: number; __leadShownAt?: number };
      new MutationObserver(() => {
        if (seen.__entryAddedAt === undefined && document.querySelector('script[src*="/main."]')) seen.__entryAddedAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
          if (entry.identifier === 'lead-picture') seen.__leadShownAt ??= entry.renderTime;
        }
      }).observe({ type: 'element', buffered: true });
    });
    await openIn(page, 'en', path);
    await expect(page.locator('html')).toHaveAttribute('data-page', 'ready');
    const { addedAt, shownAt } = await page.evaluate(() => {
      const seen = window as unknown as { __entryAddedAt?: number; __leadShownAt?: number };
      return { addedAt: seen.__entryAddedAt!, shownAt: seen.__leadShownAt! };
    });
    expect(shownAt).toBeGreaterThan(0);
    expect(addedAt).toBeGreaterThan(shownAt);
  });
}

// No time of ours bounds that wait: a visitor who acts before the picture shows starts the page's
// code then, so a stalled picture never leaves a page dead for someone using it.
const FIRST_ACTIONS = {
  'taps the page': (page: Page) => page.getByRole('heading', { level: 1 }).click(),
  'presses a key': (page: Page) => page.keyboard.press('Tab'),
};
for (const [path, action] of [
  ['/blog-detail/social-listening-basics', 'taps the page'],
  ['/discovery', 'presses a key'],
] as const) {
  test(`${path}: with its lead picture stalled, the page goes live once the visitor ${action}`, async ({ page }) => {
    // The site's pictures are never answered: the lead picture is never on screen.
    await page.route((url) => url.pathname === '/images', () => undefined);
    // Not waiting for the load event (a stalled picture holds it back for good), nor, as the
    // fixture's `goto` does, for the page to go live: acting is what starts it here.
    const opening = page.goto(`${path}?lng=en`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    expect(await page.locator('script[src*="/main."]').count()).toBe(0);
    await FIRST_ACTIONS[action](page);
    await opening;
    await expect(page.locator('html')).toHaveAttribute('data-page', 'ready');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

// The early script asked for the startup scripts in the frame after the parse, which is drawn tens
// of milliseconds before it is on screen: on a fast connection they arrived before the first paint
// showed, and Lighthouse's simulation charged them to the largest paint. It now asks once the
// paint is in the page's timeline.
for (const path of ['/', '/packages', '/login']) {
  test(`${path}: the startup libraries are asked for only once the first paint is on screen`, async ({ page }) => {
    await openIn(page, 'en', path);
    await expect(page.locator('html')).toHaveAttribute('data-page', 'ready');
    const timing = await page.evaluate(() => {
      const libraries = performance
        .getEntriesByType('resource')
        .find((entry) => /\/startup-libraries\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname));
      return {
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        askedAt: libraries?.startTime ?? null,
      };
    });
    expect(timing.paintedAt).not.toBeNull();
    expect(timing.askedAt).not.toBeNull();
    expect(timing.askedAt).toBeGreaterThan(timing.paintedAt!);
  });
}

import type { APIRequestContext } from '@playwright/test';

/** The server's first answer for a path, as a visitor's browser (or a crawler) gets it. */
export interface FirstHtml {
  status: number;
  /** The inlined style text of the page's remote, all sheets together. */
  remoteCss: string;
  /** The classes of the page's outermost section, as the server rendered it. */
  pageClasses: string[];
  main: string;
  /** The results the page was rendered with, by the key its data hook names them with. */
  pageData: Record<string, { ok: boolean }>;
}

export async function firstHtml(request: APIRequestContext, path: string, remote: string): Promise<FirstHtml> {
  const response = await request.get(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const sheets = new RegExp(`<style data-href="[^"]*/${remote}/[^"]+\\.css">([\\s\\S]*?)</style>`, 'g');
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const state = /<script id="ew-page-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return {
    status: response.status(),
    remoteCss: [...head.matchAll(sheets)].map((match) => match[1]).join('\n'),
    pageClasses: /<section class="([^"]+)"/.exec(main)?.[1]?.split(/\s+/) ?? [],
    main,
    // What the page's route loaders fetched, over every route the address matched.
    pageData: Object.assign(
      {},
      ...Object.values((JSON.parse(state) as { loaderData?: Record<string, { pageData?: FirstHtml['pageData'] }> }).loaderData ?? {}).map(
        (route) => route.pageData ?? {},
      ),
    ) as FirstHtml['pageData'],
  };
}

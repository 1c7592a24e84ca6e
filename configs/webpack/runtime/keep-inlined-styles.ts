import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** Whether the page already carries a style sheet inlined under its address (the server does that). */
function isInlined(url: string): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll('style[data-href]')].some((style) => style.getAttribute('data-href') === url);
}

/**
 * The shell's runtime plugin that keeps the federation runtime from loading a page's style sheet a
 * second time. When a page module loads, the runtime adds a `<link rel="stylesheet">` for each style
 * sheet its manifest names unless a `<link>` with that address is there; the server inlined them as
 * `<style data-href>` (which webpack's own CSS loading does recognise), so without this the browser
 * fetched each sheet again and restyled the whole page with rules it already had.
 */
// Module Federation loads a runtime plugin by its default export.
// eslint-disable-next-line no-restricted-syntax
export default function keepInlinedStyles(): ModuleFederationRuntimePlugin {
  return {
    name: 'keep-inlined-styles',
    beforePreloadRemote(args) {
      for (const preload of args.preloadOps) {
        const { filter } = preload;
        preload.filter = (url: string) => !isInlined(url) && (filter ? filter(url) : true);
      }
      return args;
    },
  };
}

import { LRUCache } from 'lru-cache';
import { deviceClass } from './device-class';
import type { PageDataRecipe } from './page-data-collector';
import type { RenderedPage, RenderRequest } from './render-contract';

const CACHED_PAGES_PER_COMPOSITION = 500;

/**
 * Pages that need no data and rendered without a failure are the same for every visitor of one
 * composition and language: they are kept, so a static page costs a lookup. A new environment file
 * is a new configuration object, and with it a new cache.
 */
export function createPageCache() {
  const byConfig = new WeakMap<RenderRequest['config'], Map<string, RenderedPage>>();
  // A preview changes the page's state (the versions the browser loads), so it is part of the key.
  const keyOf = ({ language, url, userAgent, preview }: RenderRequest) =>
    `${language} ${deviceClass(userAgent ?? '')} ${JSON.stringify(preview?.versions ?? {})} ${url}`;
  return {
    get: (request: RenderRequest) => byConfig.get(request.config)?.get(keyOf(request)),
    set(request: RenderRequest, page: RenderedPage) {
      let pages = byConfig.get(request.config);
      if (!pages) byConfig.set(request.config, (pages = new Map()));
      if (pages.size >= CACHED_PAGES_PER_COMPOSITION) pages.delete(pages.keys().next().value!);
      pages.set(keyOf(request), page);
    },
  };
}

const RECIPES_PER_COMPOSITION = 1000;

/** The data calls of each page address, per composition and language (a new composition starts empty). */
export function createRecipeCache() {
  const byConfig = new WeakMap<RenderRequest['config'], LRUCache<string, PageDataRecipe>>();
  const keyOf = ({ language, url }: RenderRequest) => `${language} ${url}`;
  return {
    get: (request: RenderRequest) => byConfig.get(request.config)?.get(keyOf(request)),
    set(request: RenderRequest, recipe: PageDataRecipe) {
      let recipes = byConfig.get(request.config);
      if (!recipes) byConfig.set(request.config, (recipes = new LRUCache({ max: RECIPES_PER_COMPOSITION })));
      recipes.set(keyOf(request), recipe);
    },
  };
}

import { LRUCache } from 'lru-cache';
import type { PageDataRecipe } from './page-data-collector';
import type { RenderRequest } from './render-contract';

const RECIPES_PER_COMPOSITION = 1000;

/**
 * The data calls each page address made when it last rendered, per composition and language, so
 * the next render starts them before it draws and a data page renders once. It keeps no page and no
 * result: what a visitor gets is always rendered anew (or kept by the server's page answer cache,
 * the one place finished pages live). A new composition starts empty.
 */
export function createRecipeStore() {
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

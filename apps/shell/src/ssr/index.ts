import type { CreatePageRenderer } from './render-contract';

// The async boundary lets the federation runtime set up the shared modules before any of them runs.
export const createPageRenderer: CreatePageRenderer = async (options) => {
  const { createPageRenderer: create } = await import('./page-renderer');
  return create(options);
};

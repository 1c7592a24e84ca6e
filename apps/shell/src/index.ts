import { registerComposition, startPageModule } from './federation/composition';
import { afterLeadImagePaint } from './rendering/lead-image-first';
import { readPageState } from './rendering/page-state';
import { runRemoteEntryEarly } from './rendering/remote-entry-early';

const state = readPageState();

// The async boundary lets the federation runtime set up shared modules before any of them runs.
// The page's code is requested early (this entry and the route's scripts with the document, the
// shell's startup chunks by the early script once the first paint is on screen); this entry runs
// once the page is painted (src/early/entry-scripts.ts in a production build), and the long tasks
// that make the page live wait until the lead picture (or, without one, the page) is on screen.
// The page module the server rendered starts loading then too: the runtime's work for it (its
// entry and files) fills the wait for the shell's libraries instead of following the shell's
// hydration.
void afterLeadImagePaint()
  .then(() => {
    runRemoteEntryEarly();
    if (state?.page) {
      registerComposition(state.config.remotes);
      startPageModule(state.page.remote, state.page.expose);
    }
    return import('./bootstrap');
  })
  .then((bootstrap) => bootstrap.start(state));

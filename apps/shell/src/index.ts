import { registerComposition, startPageModule } from './federation/composition';
import { readPageState } from './rendering/page-state';
import { runRemoteEntryEarly } from './rendering/remote-entry-early';

const state = readPageState();

// The async boundary lets the federation runtime set up shared modules before any of them runs.
// In a production build this entry runs once the page is painted and its lead picture shown
// (src/early/entry-scripts.ts), so hydration starts at once. The page module the server rendered
// starts loading now too: the runtime's work for it (its entry and files) fills the wait for the
// shell's libraries instead of following the shell's hydration.
runRemoteEntryEarly();
if (state?.page) {
  registerComposition(state.config.remotes);
  startPageModule(state.page.remote, state.page.expose);
}
void import('./bootstrap').then((bootstrap) => bootstrap.start(state));

import { afterLeadImagePaint } from './rendering/lead-image-first';
import { runRemoteEntryEarly } from './rendering/remote-entry-early';

// The async boundary lets the federation runtime set up shared modules before any of them runs.
// The page's code is requested early (the route's scripts with the document, the shell's startup
// chunks by the early script right after the frame that paints the page); its evaluation and start,
// the long tasks that make the page live, wait until the lead picture (or, without one, the page) is
// on screen.
void afterLeadImagePaint()
  .then(() => {
    runRemoteEntryEarly();
    return import('./bootstrap');
  })
  .then((bootstrap) => bootstrap.start());

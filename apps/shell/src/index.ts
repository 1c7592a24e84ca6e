import { afterLeadImagePaint } from './rendering/lead-image-first';

// The async boundary lets the federation runtime set up shared modules before any of them runs.
// The page's code is requested with the document (the head names every script it starts with);
// only its evaluation and start, the long tasks that make the page live, wait until the lead
// picture (or, without one, the page) is on screen: requests are never held back, evaluation may be.
void afterLeadImagePaint()
  .then(() => import('./bootstrap'))
  .then((bootstrap) => bootstrap.start());

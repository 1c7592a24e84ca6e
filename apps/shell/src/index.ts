import { afterLeadImagePaint } from './rendering/lead-image-first';

// The async boundary lets the federation runtime set up shared modules before any of them runs.
// The page's code is requested at once; only its start, the long task that makes the page live,
// waits until the lead picture is on screen: requests are never held back, evaluation may be.
const code = import('./bootstrap');
void Promise.all([code, afterLeadImagePaint()]).then(([bootstrap]) => bootstrap.start());

import { afterLeadImagePaint } from './rendering/lead-image-first';

// The async boundary lets the federation runtime set up shared modules before any of them runs.
void afterLeadImagePaint().then(() => import('./bootstrap'));

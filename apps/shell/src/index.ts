// The async boundary lets the federation runtime set up shared modules before any of them runs.
void import('./bootstrap');

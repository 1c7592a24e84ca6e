// Bundled by bundle-server.test.ts: an entry that loads the rest of its code only once it runs, as
// the server's entry does once tracing started (lifecycle/start-site.ts).
export const loaded = import('./bundle-fixture');

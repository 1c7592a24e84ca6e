import { startSite, type SiteFiles } from '../lifecycle/start-site';

// The site server started as its entries start it (start-shell-server.ts), over the folders a test
// made: their paths as JSON, the first argument. Run with `node --import tsx`.
await startSite(JSON.parse(process.argv[2]!) as SiteFiles);

import { rmSync } from 'node:fs';
import { createSandboxApp } from './create-app';
import { optionsFromEnv } from './sandbox-options';
import { seedAccounts } from './seed/seed-accounts';
import { openFileStore } from './store/file-store';

const options = optionsFromEnv();
// Browser tests start from a known state; a tester's sandbox keeps its data across restarts.
if (process.env.SANDBOX_FRESH === '1') rmSync(options.dataDir, { recursive: true, force: true });
const store = await openFileStore(options.dataDir);
await seedAccounts(store);
await store.save();

const server = createSandboxApp(store, options).listen(options.port, '127.0.0.1', (error?: Error) => {
  if (error) {
    console.error(`Sandbox API cannot listen on 127.0.0.1:${options.port}: ${error.message}`);
    process.exit(1);
  }
  console.log(`Sandbox API (${options.mode} mode) on http://127.0.0.1:${options.port} (data in ${options.dataDir})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

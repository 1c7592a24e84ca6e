import path from 'node:path';
import { servedEnvironmentFile } from './served-environment';
import { createShellServer } from './shell-server';

const port = Number(process.env.PORT ?? 8080);
let environmentFile: string;
try {
  environmentFile = servedEnvironmentFile(process.env, path.resolve(import.meta.dirname, '..', '..', '..', 'configs'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = createShellServer({ distDir: path.resolve(import.meta.dirname, '..', 'dist'), environmentFile }).listen(
  port,
  '127.0.0.1',
  (error?: Error) => {
    if (error) {
      console.error(`The site cannot listen on 127.0.0.1:${port}: ${error.message}`);
      process.exit(1);
    }
    console.log(`Site on http://localhost:${port} (environment file ${environmentFile})`);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

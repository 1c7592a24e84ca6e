import path from 'node:path';
import { createShellServer } from './shell-server';

const port = Number(process.env.PORT ?? 8080);
const environment = process.env.SITE_ENV ?? 'local';
const environmentFile =
  process.env.SITE_ENV_FILE ??
  path.resolve(import.meta.dirname, '..', '..', '..', 'configs', 'environments', `${environment}.json`);

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

/** Settings a test or a tester may change through the environment. */
export interface SandboxOptions {
  port: number;
  dataDir: string;
  /** Origin of the composed site: links in mails point there. */
  siteOrigin: string;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  return {
    port: Number(env.SANDBOX_PORT ?? 8090),
    dataDir: env.SANDBOX_DATA_DIR ?? new URL('../../../.data/sandbox', import.meta.url).pathname,
    siteOrigin: env.SITE_ORIGIN ?? `http://localhost:${env.PORT ?? 8080}`,
  };
}

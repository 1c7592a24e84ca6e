import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface EnvironmentCopy {
  file: string;
  remove(): void;
}

/**
 * The environment file the running site serves, copied to a folder of its own: the load bench's
 * server processes read it (hosts, remotes) and the memory run promotes versions in it, without
 * touching the repository's files.
 */
export async function copyServedEnvironment(siteOrigin: string, edit: (config: Record<string, unknown>) => void = () => undefined): Promise<EnvironmentCopy> {
  const response = await fetch(`${siteOrigin}/env.json`);
  if (!response.ok) throw new Error(`${siteOrigin}/env.json answered ${response.status}`);
  const config = (await response.json()) as Record<string, unknown>;
  edit(config);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-environment-'));
  const file = path.join(dir, 'bench.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

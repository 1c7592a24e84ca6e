import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import { emptyData, type SandboxData } from './schema';

export interface SandboxStore {
  readonly data: SandboxData;
  /** Persists the current data; every mutating call ends with it so a restart loses nothing. */
  save(): Promise<void>;
}

export async function openFileStore(dataDir: string): Promise<SandboxStore> {
  mkdirSync(dataDir, { recursive: true });
  // Not JSONFilePreset: it silently keeps data in memory when NODE_ENV is "test".
  const db = new Low<SandboxData>(new JSONFile(path.join(dataDir, 'sandbox.json')), emptyData());
  await db.read();
  db.data = { ...emptyData(), ...db.data };
  return {
    get data() {
      return db.data;
    },
    save: () => db.write(),
  };
}

/** A store that lives in memory only, for unit tests. */
export function openMemoryStore(): SandboxStore {
  const data = emptyData();
  return { data, save: async () => undefined };
}

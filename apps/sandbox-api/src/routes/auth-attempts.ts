import type { SandboxStore } from '../store/file-store';
import { authCollection } from './auth-state';

/** Counts events of one kind for one account or address inside a sliding window. */
export class AttemptCounter {
  constructor(
    private readonly store: SandboxStore,
    private readonly windowMs: number,
  ) {}

  private record(key: string) {
    const records = authCollection(this.store, 'auth-attempts');
    let record = records.find((r) => r.key === key);
    if (!record) {
      record = { key, failures: [] };
      records.push(record);
    }
    const since = Date.now() - this.windowMs;
    record.failures = record.failures.filter((at) => Date.parse(at) > since);
    return record;
  }

  count(key: string): number {
    return this.record(key).failures.length;
  }

  /** Adds one event and returns how many the window now holds. */
  add(key: string): number {
    const record = this.record(key);
    record.failures.push(new Date(Date.now()).toISOString());
    return record.failures.length;
  }

  clear(key: string): void {
    const records = authCollection(this.store, 'auth-attempts');
    const index = records.findIndex((r) => r.key === key);
    if (index >= 0) records.splice(index, 1);
  }

  /** Forgets the key and every per-client key made from it ("key@client"). */
  clearAll(key: string): void {
    const records = authCollection(this.store, 'auth-attempts');
    records.splice(0, records.length, ...records.filter((r) => r.key !== key && !r.key.startsWith(`${key}@`)));
  }
}

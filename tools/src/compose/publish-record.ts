import { serverDigestsOf } from './server-digests';

/** What is kept of each published version, never served to the public. */
export interface PublishRecord {
  remote: string;
  version: string;
  /** contentHash() of the whole build. */
  contentHash: string;
  /** serverDigestsOf() the build: what promote pins in the environment. Absent in records written before digests existed. */
  serverDigests?: Record<string, string>;
  publishedBy: string;
  publishedAt: string;
}

/** The record of one build published under `version`, as both stores (folder, object store) write it. */
export function publishRecordText(
  build: { remote: string; distDir: string; publishedBy: string; now?: Date },
  version: string,
  hash: string,
): string {
  const record: PublishRecord = {
    remote: build.remote,
    version,
    contentHash: hash,
    serverDigests: serverDigestsOf(build.distDir),
    publishedBy: build.publishedBy,
    publishedAt: (build.now ?? new Date()).toISOString(),
  };
  return `${JSON.stringify(record, null, 2)}\n`;
}

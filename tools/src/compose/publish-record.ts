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

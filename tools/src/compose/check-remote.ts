import { containerName, REMOTE_ENTRY_FILE, REMOTE_EXPOSES, remoteEntryUrl, type RemoteName, versionOf } from '@echowatch/contracts';
import { federationRuntimeProblem } from './federation-runtime-check';
import { cacheProblem, corsProblem } from './header-check';
import { entryUrl, hashedChunkOf, isManifest, type FederationManifest, type SharedEntry } from './manifest';
import { serverEntryPinProblem } from './pin-check';
import { sharedProblems } from './shared-check';

export interface RemoteCheckInput {
  remote: RemoteName;
  /** The manifest URL the environment file names (or would name, for a candidate). */
  url: string;
  hostShared: SharedEntry[];
  shellLabel: string;
  /** The Module Federation version of the shell's runtime, which the remote runs on; undefined when unknown. */
  shellFederationVersion?: string;
  /** Origin of the site that loads the remote, sent as Origin to check CORS. */
  siteOrigin: string;
  timeoutMs?: number;
  /** What the environment pins of the remote's server build (`serverDigests`), compared with the CDN's server entry. */
  serverDigests?: Record<string, string>;
}

interface Fetched {
  response?: Response;
  failure?: string;
}

async function fetchFrom(url: string, siteOrigin: string, timeoutMs: number): Promise<Fetched> {
  try {
    const response = await fetch(url, {
      headers: { Origin: siteOrigin },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { response };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { failure: cause };
  }
}

async function readManifest(fetched: Fetched): Promise<FederationManifest | string> {
  if (!fetched.response) return `is unreachable (${fetched.failure})`;
  if (!fetched.response.ok) return `answered HTTP ${fetched.response.status}`;
  const body: unknown = await fetched.response.json().catch(() => undefined);
  return isManifest(body) ? body : 'is not a federation manifest';
}

/** Every problem of one remote build as the environment's shell would load it, each with its fix. */
export async function checkRemote(input: RemoteCheckInput): Promise<string[]> {
  const { remote, url, siteOrigin } = input;
  const timeoutMs = input.timeoutMs ?? 10_000;
  const subject = `${remote}@${versionOf(url)}`;
  const fetched = await fetchFrom(url, siteOrigin, timeoutMs);
  const manifest = await readManifest(fetched);
  if (typeof manifest === 'string') {
    return [
      `${subject}: manifest ${url} ${manifest}. Fix: publish that version (pnpm compose publish ${remote}) or correct remotes.${remote} in the environment file.`,
    ];
  }
  const problems: string[] = [];
  if (manifest.name !== containerName(remote)) {
    problems.push(`${subject}: the manifest is for "${manifest.name}", not "${containerName(remote)}". Fix: point remotes.${remote} at a ${remote} build.`);
  }
  const exposed = new Set(manifest.exposes.map((expose) => expose.path));
  for (const expose of REMOTE_EXPOSES[remote]) {
    if (exposed.has(expose)) continue;
    problems.push(
      `${subject}: does not expose "${expose}" that the route table needs. Fix: expose it again (packages/contracts/src/remote-exposes.ts) and publish a new build.`,
    );
  }
  const runtime = federationRuntimeProblem({ subject, manifest, shellFederationVersion: input.shellFederationVersion, shellLabel: input.shellLabel });
  if (runtime) problems.push(runtime);
  problems.push(...sharedProblems({ subject, manifest, hostShared: input.hostShared, shellLabel: input.shellLabel }));
  const headers = fetched.response!.headers;
  problems.push(...[corsProblem(subject, url, headers, siteOrigin), cacheProblem(subject, url, headers)].filter((p) => p !== undefined));

  const entry = entryUrl(manifest.metaData.remoteEntry, url);
  if (entry !== remoteEntryUrl(url)) {
    problems.push(
      `${subject}: its container is ${entry}, but browsers load ${remoteEntryUrl(url)}, beside the manifest. Fix: build it with createRemoteConfig (configs/webpack/create-config.ts), which writes ${REMOTE_ENTRY_FILE} there, and publish it.`,
    );
  }
  const files = [entry];
  const serverEntry = manifest.metaData.ssrRemoteEntry ? entryUrl(manifest.metaData.ssrRemoteEntry, url) : undefined;
  if (serverEntry) files.push(serverEntry);
  const chunk = hashedChunkOf(manifest);
  if (chunk) files.push(new URL(chunk, url).href);
  for (const file of files) {
    const { response, failure } = await fetchFrom(file, siteOrigin, timeoutMs);
    const body = await response?.arrayBuffer().catch(() => undefined);
    if (!response?.ok) {
      const why = response ? `answered HTTP ${response.status}` : `is unreachable (${failure})`;
      problems.push(`${subject}: ${file} ${why}. Fix: publish the whole build folder, not only its manifest.`);
      continue;
    }
    const cache = cacheProblem(subject, file, response.headers);
    if (cache) problems.push(cache);
    if (file !== serverEntry || !body) continue;
    const pin = serverEntryPinProblem({ subject, remote, manifestUrl: url, entryUrl: file, bytes: new Uint8Array(body), digests: input.serverDigests });
    if (pin) problems.push(pin);
  }
  return problems;
}

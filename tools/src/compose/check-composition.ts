import { REMOTE_NAMES, type RemoteName } from '@echowatch/contracts';
import { canaryFileProblems, canaryRemoteProblems } from './canary-check';
import { checkRemote, type RemoteCheckInput } from './check-remote';
import { missingPinProblems } from './pin-check';
import { placeholderProblems } from './placeholder-check';
import { shellShared } from './shell-manifest';
import { readEnvironment } from './validate-environment';

export interface CompositionInput {
  /** The environment file's text. */
  text: string;
  /** How the file is named in messages, e.g. configs/environments/staging.json */
  fileLabel: string;
  localShellManifest: string;
  /** Check only these remotes (the others still have to be named validly by the file). */
  only?: readonly RemoteName[];
  timeoutMs?: number;
}

export interface CompositionReport {
  /** Each problem is one sentence naming what is wrong and how to fix it; none means ship it. */
  problems: string[];
  notes: string[];
}

/**
 * The complete check of an environment: its schema, its pins (every remote, where production site
 * servers read it), then every remote, and every canary, against the shell it serves.
 */
export async function checkComposition(input: CompositionInput): Promise<CompositionReport> {
  const reading = readEnvironment(input.text);
  if (!reading.config) return { problems: reading.problems.map((problem) => `${input.fileLabel}: ${problem}`), notes: [] };
  const { config } = reading;
  const remotes = input.only ?? REMOTE_NAMES;
  const unpinned = [...missingPinProblems(config, remotes), ...canaryFileProblems(config, remotes)];
  const placeholders = placeholderProblems(config);
  if (placeholders.length > 0) return { problems: [...placeholders.map((problem) => `${input.fileLabel}: ${problem}`), ...unpinned], notes: [] };
  const shell = await shellShared({
    siteUrl: config.brand.siteUrl,
    localManifestFile: input.localShellManifest,
    timeoutMs: input.timeoutMs,
  });
  if (!shell.shared) return { problems: [`${input.fileLabel}: ${shell.problem}`], notes: [] };
  const siteOrigin = new URL(config.brand.siteUrl).origin;
  const check = (version: Pick<RemoteCheckInput, 'remote' | 'url' | 'serverDigests'>) =>
    checkRemote({ ...version, hostShared: shell.shared, shellLabel: shell.label, shellFederationVersion: shell.federationVersion, siteOrigin, timeoutMs: input.timeoutMs });
  const [perRemote, canaries] = await Promise.all([
    Promise.all(remotes.map((remote) => check({ remote, url: config.remotes[remote], serverDigests: config.serverDigests?.[remote] }))),
    canaryRemoteProblems(config, remotes, check),
  ]);
  return { problems: [...perRemote.flat(), ...canaries, ...unpinned], notes: shell.notes };
}

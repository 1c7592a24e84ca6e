import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appDir, DEPLOY_DIR } from '../../paths';
import { openStore } from '../../store/open-store';
import { parseS3Url } from '../../store/s3-store';
import { publishBuild, PublishRefused } from '../publish-remote';
import { publishToStore } from '../publish-to-store';
import { CommandFailure, currentUser, optionValue, remoteArgument } from './command-support';

/** Builds one remote with its own build script; nothing else in the workspace is built. */
function build(remote: string): void {
  const dir = appDir(remote);
  console.log(`Building ${remote}…`);
  const result = spawnSync(path.join(dir, 'node_modules', '.bin', 'ew-webpack'), ['build'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new CommandFailure(`The build of ${remote} failed; nothing was published.`);
}

/**
 * `pnpm compose publish <remote> [--to <folder or s3://bucket/prefix>] [--no-build] [--exact]`. A local
 * folder is filled by one atomic rename; a bucket, which cannot rename, file by file, the manifest last.
 */
export async function publishCommand(args: string[]): Promise<number> {
  const remote = remoteArgument(args[0]);
  const target = optionValue(args, '--to') ?? DEPLOY_DIR;
  if (!args.includes('--no-build')) build(remote);
  const { version } = JSON.parse(readFileSync(path.join(appDir(remote), 'package.json'), 'utf8')) as { version: string };
  const input = { remote, version, distDir: path.join(appDir(remote), 'dist'), publishedBy: currentUser(), exact: args.includes('--exact') };
  try {
    const result = parseS3Url(target)
      ? await publishToStore({ ...input, store: openStore(target) })
      : (({ folder, ...rest }) => ({ ...rest, location: folder }))(publishBuild({ ...input, deployDir: path.resolve(target) }));
    console.log(
      result.outcome === 'published'
        ? `✔ Published ${remote}@${result.version} to ${result.location}`
        : `✔ ${remote}@${result.version} already holds this build (${result.location}); nothing to publish.`,
    );
    console.log(`Make it live with: pnpm compose promote ${remote}@${result.version} --env <env>${parseS3Url(target) ? ` --store ${target}` : ''}`);
    return 0;
  } catch (error) {
    if (error instanceof PublishRefused) throw new CommandFailure(error.message);
    throw error;
  }
}

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appDir, DEPLOY_DIR } from '../../paths';
import { openStore } from '../../store/open-store';
import { parseS3Url } from '../../store/s3-store';
import { publishBuild, PublishRefused } from '../publish-remote';
import { publishToStore } from '../publish-to-store';
import { COMPOSE, CommandFailure, currentUser, optionValue, remoteArgument } from './command-support';

/** Builds one remote with its own build script; nothing else in the workspace is built. */
function build(remote: string): void {
  const dir = appDir(remote);
  console.log(`Building ${remote}…`);
  const result = spawnSync(path.join(dir, 'node_modules', '.bin', 'ew-webpack'), ['build'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new CommandFailure(`The build of ${remote} failed; nothing was published.`);
}

/**
 * `pnpm compose publish <remote> [--to <folder or s3://bucket/prefix>] [--no-build] [--exact] [--dist <folder>]`.
 * A local folder is filled by one atomic rename; a bucket, which cannot rename, file by file, the
 * manifest last. `--dist` publishes a build made elsewhere (a pipeline's tested artifact) as it is.
 */
export async function publishCommand(args: string[]): Promise<number> {
  const remote = remoteArgument(args[0]);
  const target = optionValue(args, '--to') ?? DEPLOY_DIR;
  const dist = optionValue(args, '--dist');
  if (dist && !existsSync(dist)) throw new CommandFailure(`There is no build folder ${dist} (--dist).`);
  if (!dist && !args.includes('--no-build')) build(remote);
  const manifest = path.join(appDir(remote), 'package.json');
  if (!existsSync(manifest)) throw new CommandFailure(`The version to publish is read from ${manifest}, which is not there: run this in a checkout of the repository.`);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const distDir = dist ? path.resolve(dist) : path.join(appDir(remote), 'dist');
  const input = { remote, version, distDir, publishedBy: currentUser(), exact: args.includes('--exact') };
  try {
    const result = parseS3Url(target)
      ? await publishToStore({ ...input, store: openStore(target) })
      : (({ folder, ...rest }) => ({ ...rest, location: folder }))(publishBuild({ ...input, deployDir: path.resolve(target) }));
    console.log(
      result.outcome === 'published'
        ? `✔ Published ${remote}@${result.version} to ${result.location}`
        : `✔ ${remote}@${result.version} already holds this build (${result.location}); nothing to publish.`,
    );
    console.log(`Make it live with: ${COMPOSE} promote ${remote}@${result.version} --env <env>${parseS3Url(target) ? ` --store ${target}` : ''}`);
    return 0;
  } catch (error) {
    if (error instanceof PublishRefused) throw new CommandFailure(error.message);
    throw error;
  }
}

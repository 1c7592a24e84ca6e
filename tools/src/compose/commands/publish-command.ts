import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appDir, DEPLOY_DIR } from '../../paths';
import { publishBuild, PublishRefused } from '../publish-remote';
import { CommandFailure, currentUser, remoteArgument } from './command-support';

/** Builds one remote with its own build script; nothing else in the workspace is built. */
function build(remote: string): void {
  const dir = appDir(remote);
  console.log(`Building ${remote}…`);
  const result = spawnSync(path.join(dir, 'node_modules', '.bin', 'ew-webpack'), ['build'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new CommandFailure(`The build of ${remote} failed; nothing was published.`);
}

/** `pnpm compose publish <remote> [--no-build] [--exact]` */
export function publishCommand(args: string[]): number {
  const remote = remoteArgument(args[0]);
  if (!args.includes('--no-build')) build(remote);
  const { version } = JSON.parse(readFileSync(path.join(appDir(remote), 'package.json'), 'utf8')) as { version: string };
  try {
    const result = publishBuild({
      remote,
      version,
      distDir: path.join(appDir(remote), 'dist'),
      deployDir: DEPLOY_DIR,
      publishedBy: currentUser(),
      exact: args.includes('--exact'),
    });
    console.log(
      result.outcome === 'published'
        ? `✔ Published ${remote}@${result.version} to ${result.folder}`
        : `✔ ${remote}@${result.version} already holds this build (${result.folder}); nothing to publish.`,
    );
    console.log(`Make it live with: pnpm compose promote ${remote}@${result.version} --env <env>`);
    return 0;
  } catch (error) {
    if (error instanceof PublishRefused) throw new CommandFailure(error.message);
    throw error;
  }
}

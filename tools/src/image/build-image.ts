import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appDir, releaseEntry, RELEASE_DIR } from '../paths';
import { chooseBase, type BaseChoice } from './base-choice';
import { containerfileBase, nodeBaseImage, siteImageTags } from './image-naming';
import { makeNodeBase } from './node-base';
import { imageExists, podmanOutput } from './podman';
import { runCommand } from './run-command';

export const CONTAINERFILE = path.join(appDir('shell'), 'Containerfile');

export interface BuiltImage {
  /** The first is the release's version; a second, the commit, when the work tree was clean. */
  tags: string[];
  base: BaseChoice;
}

/** The short commit of the work tree, or null when it has changes (or is no git work tree). */
async function cleanCommit(): Promise<string | null> {
  const status = await runCommand('git', ['status', '--porcelain'], { install: 'install it with apt-get install -y git' });
  if (status.code !== 0 || status.stdout.trim() !== '') return null;
  const commit = await runCommand('git', ['rev-parse', '--short', 'HEAD']);
  return commit.code === 0 ? commit.stdout.trim() : null;
}

/** Builds the site's image from the release folder as it is: nothing is built inside the image. */
export async function buildSiteImage(requestedBase: string | null): Promise<BuiltImage> {
  releaseEntry();
  const { version } = JSON.parse(readFileSync(path.join(RELEASE_DIR, 'package.json'), 'utf8')) as { version: string };
  const official = containerfileBase(readFileSync(CONTAINERFILE, 'utf8'));
  const base = chooseBase({
    requested: requestedBase,
    official,
    officialPresent: !requestedBase && (await imageExists(official)),
    madeHere: nodeBaseImage(process.version),
  });
  console.log(`Base: ${base.image} (${base.why})`);
  if (base.make && !(await imageExists(base.image))) await makeNodeBase(base.image);
  const commit = await cleanCommit();
  const tags = siteImageTags(version, commit);
  const labels = {
    'org.opencontainers.image.title': 'echowatch-site',
    'org.opencontainers.image.version': version,
    'org.opencontainers.image.base.name': base.image,
    ...(commit ? { 'org.opencontainers.image.revision': commit } : {}),
  };
  await podmanOutput(
    [
      'build',
      '-f',
      CONTAINERFILE,
      '--build-arg',
      `BASE=${base.image}`,
      ...tags.flatMap((tag) => ['-t', tag]),
      ...Object.entries(labels).flatMap(([name, value]) => ['--label', `${name}=${value}`]),
      RELEASE_DIR,
    ],
    true,
  );
  return { tags, base };
}

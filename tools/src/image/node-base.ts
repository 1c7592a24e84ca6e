import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commandOutput } from './run-command';
import { DEBIAN_BASE } from './image-naming';
import { imageExists, podmanOutput } from './podman';

const NODE_BASE_CONTAINERFILE = path.join(import.meta.dirname, 'node-base.Containerfile');

/** Debian bookworm's minimal system with CA certificates, made by mmdebstrap from Debian's packages and imported. */
async function makeDebianBase(dir: string): Promise<void> {
  const tarball = path.join(dir, 'debian.tar');
  console.log(`Making ${DEBIAN_BASE} from Debian's packages (mmdebstrap, a minute or two)…`);
  await commandOutput('mmdebstrap', ['--quiet', '--variant=minbase', '--include=ca-certificates', 'bookworm', tarball], {
    install: 'install it with apt-get install -y mmdebstrap',
  });
  await podmanOutput(['import', '--quiet', tarball, DEBIAN_BASE]);
}

/**
 * A Node base made without a registry: Debian's minimal system (made once, then kept in podman's
 * store) and the node binary running this tool, the version the project is tested on.
 */
export async function makeNodeBase(image: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ew-node-base-'));
  try {
    if (!(await imageExists(DEBIAN_BASE))) await makeDebianBase(dir);
    const context = path.join(dir, 'context');
    cpSync(process.execPath, path.join(context, 'node'));
    console.log(`Making ${image}: ${DEBIAN_BASE} and this machine's node ${process.version}`);
    await podmanOutput(['build', '--quiet', '-f', NODE_BASE_CONTAINERFILE, '--build-arg', `DEBIAN=${DEBIAN_BASE}`, '-t', image, context]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

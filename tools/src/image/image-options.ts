export interface ImageOptions {
  /** The image to build FROM; without it, the official Node image when present, else one made here. */
  base: string | null;
  /** After the build, run the image and play the Kubernetes manifests (minutes; not part of npm test). */
  test: boolean;
}

const USAGE = 'Usage: pnpm image [--base <image>] [--test]';

function fail(message: string): never {
  throw new Error(`${message}\n${USAGE}`);
}

export function parseImageOptions(argv: readonly string[]): ImageOptions {
  const options: ImageOptions = { base: null, test: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--test') {
      options.test = true;
    } else if (arg === '--base' || arg.startsWith('--base=')) {
      const value = arg === '--base' ? argv[(index += 1)] : arg.slice('--base='.length);
      if (!value || value.startsWith('--')) fail('--base takes an image, e.g. --base docker.io/library/node:20-bookworm-slim');
      options.base = value;
    } else {
      fail(`Unknown option ${arg}`);
    }
  }
  return options;
}

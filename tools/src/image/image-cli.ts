import { buildSiteImage } from './build-image';
import { parseImageOptions, type ImageOptions } from './image-options';
import { testImage } from './image-test';
import { playManifests } from './kube-play-check';

let options: ImageOptions;
try {
  options = parseImageOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

try {
  const { tags } = await buildSiteImage(options.base);
  console.log(`\nBuilt ${tags.join(', ')}`);
  if (options.test) {
    console.log(`\n▶ The image, run as the manifests run it (${tags[0]})`);
    await testImage(tags[0]!);
    console.log('\n▶ The production overlay, played by podman kube play');
    await playManifests(tags[0]!);
    console.log('\n✔ The image passed');
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

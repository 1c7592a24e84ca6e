import { readFileSync } from 'node:fs';
import { CONTAINERFILE } from './build-image';
import { containerfileUser, SITE_USER } from './site-container';

describe('the site container', () => {
  it('reads a numeric user from a Containerfile, and none that is a name', () => {
    expect(containerfileUser('FROM x\nUSER 10001:10001\nCMD ["node"]\n')).toBe(10001);
    expect(containerfileUser('FROM x\nUSER node\n')).toBeNull();
  });

  it("runs the site as the user the manifests and the image test expect", () => {
    expect(containerfileUser(readFileSync(CONTAINERFILE, 'utf8'))).toBe(SITE_USER);
  });
});

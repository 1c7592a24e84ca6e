import { containerfileBase, nodeBaseImage, siteImageTags } from './image-naming';

describe('siteImageTags', () => {
  it('tags the release version, and the commit only when one is given', () => {
    expect(siteImageTags('1.0.0', '1732da1')).toEqual(['localhost/echowatch-site:1.0.0', 'localhost/echowatch-site:1732da1']);
    expect(siteImageTags('1.0.0', null)).toEqual(['localhost/echowatch-site:1.0.0']);
  });

  it('refuses a version that is no tag', () => {
    expect(() => siteImageTags('1.0.0+build.5', null)).toThrow(/"1\.0\.0\+build\.5" cannot be an image tag/);
  });
});

describe('containerfileBase', () => {
  it('reads the default base from the Containerfile', () => {
    expect(containerfileBase('# a comment\nARG BASE=docker.io/library/node:20-bookworm-slim\nFROM ${BASE}\n')).toBe(
      'docker.io/library/node:20-bookworm-slim',
    );
    expect(() => containerfileBase('FROM node:20\n')).toThrow(/no default base/);
  });
});

describe('nodeBaseImage', () => {
  it('names the base made here by the Node version it holds', () => {
    expect(nodeBaseImage('v20.20.2')).toBe('localhost/echowatch-node-base:20.20.2');
  });
});

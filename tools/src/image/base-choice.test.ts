import { chooseBase } from './base-choice';

const candidates = {
  requested: null,
  official: 'docker.io/library/node:20-bookworm-slim',
  officialPresent: false,
  madeHere: 'localhost/echowatch-node-base:20.20.2',
};

describe('chooseBase', () => {
  it('takes the base asked for, whatever the store holds', () => {
    expect(chooseBase({ ...candidates, requested: 'localhost/node:20', officialPresent: true })).toEqual({
      image: 'localhost/node:20',
      make: false,
      why: 'asked for with --base',
    });
  });

  it('takes the official base when podman already holds it', () => {
    expect(chooseBase({ ...candidates, officialPresent: true })).toMatchObject({ image: candidates.official, make: false });
  });

  it('makes a base here when the official one cannot be had, and says how to get it instead', () => {
    const choice = chooseBase(candidates);
    expect(choice).toMatchObject({ image: candidates.madeHere, make: true });
    expect(choice.why).toContain('--base docker.io/library/node:20-bookworm-slim');
  });
});

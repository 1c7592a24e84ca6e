import { parseImageOptions } from './image-options';

describe('parseImageOptions', () => {
  it('builds only, on the base it finds, when nothing is asked', () => {
    expect(parseImageOptions([])).toEqual({ base: null, test: false });
  });

  it('takes the base as the next argument or after an equals sign', () => {
    expect(parseImageOptions(['--base', 'localhost/node:20']).base).toBe('localhost/node:20');
    expect(parseImageOptions(['--base=localhost/node:20', '--test'])).toEqual({ base: 'localhost/node:20', test: true });
  });

  it('refuses a base without an image and any other option', () => {
    expect(() => parseImageOptions(['--base'])).toThrow(/--base takes an image/);
    expect(() => parseImageOptions(['--base', '--test'])).toThrow(/--base takes an image/);
    expect(() => parseImageOptions(['--push'])).toThrow(/Unknown option --push\nUsage: pnpm image/);
  });
});

import { median } from './median';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 10, 1, 6])).toBe(5);
  });

  it('sorts numerically, not as text', () => {
    expect(median([100, 9, 20])).toBe(20);
  });

  it('leaves failed readings out, and is unknown when none is known', () => {
    expect(median([Number.NaN, 3, 7])).toBe(5);
    expect(Number.isNaN(median([]))).toBe(true);
    expect(Number.isNaN(median([Number.NaN]))).toBe(true);
  });

  it('leaves the readings it is given in their order', () => {
    const readings = [3, 1, 2];
    median(readings);
    expect(readings).toEqual([3, 1, 2]);
  });
});

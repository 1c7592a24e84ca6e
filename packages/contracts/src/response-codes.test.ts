import { isSuccessCode, RESPONSE_CODE } from './response-codes';

describe('RESPONSE_CODE', () => {
  it('gives every code one name, so no two meanings share a number', () => {
    const numbers = Object.values(RESPONSE_CODE);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('counts only 0 and 10 as success', () => {
    expect(Object.values(RESPONSE_CODE).filter(isSuccessCode)).toEqual([0, 10]);
  });
});

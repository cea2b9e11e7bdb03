import { describe, expect, it } from 'vitest';
import { randomInt } from './secure-random';

describe('randomInt', () => {
  it('throws away draws from the uneven top of the range (no modulo bias)', () => {
    const draws = [2 ** 32 - 1, 7];
    const words = () => new Uint32Array([draws.shift()!]);
    // span 10: 2^32 - 1 is above the last whole multiple of 10 and is drawn again.
    expect(randomInt(0, 9, words)).toBe(7);
    expect(draws).toEqual([]);
  });

  it('stays within the bounds with the real generator', () => {
    for (let i = 0; i < 200; i++) {
      const value = randomInt(100, 500);
      expect(value).toBeGreaterThanOrEqual(100);
      expect(value).toBeLessThanOrEqual(500);
    }
  });
});

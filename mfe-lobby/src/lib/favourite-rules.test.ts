import { describe, expect, it } from 'vitest';
import {
  canFavouriteOnHotCard,
  mayChangeFavourite,
  withFavourite,
  withoutFavourite,
} from './favourite-rules';

describe('favourite rules', () => {
  it('allow one change per 1000 ms', () => {
    expect(mayChangeFavourite(null, 5_000)).toBe(true);
    expect(mayChangeFavourite(5_000, 5_999)).toBe(false);
    expect(mayChangeFavourite(5_000, 6_000)).toBe(true);
  });

  it('skip adding a favourite that is one already', () => {
    const ids = [3, 4];
    expect(withFavourite(ids, 3)).toBe(ids);
    expect(withFavourite(ids, 5)).toEqual([5, 3, 4]);
    expect(withoutFavourite(ids, 3)).toEqual([4]);
  });

  it('offer no favourite toggle on LOTT and ELOTT hot cards', () => {
    expect(['LOTT', 'ELOTT', 'RNG'].map(canFavouriteOnHotCard)).toEqual([false, false, true]);
  });
});

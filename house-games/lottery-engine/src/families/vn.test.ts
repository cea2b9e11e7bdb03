import { describe, expect, it } from 'vitest';
import { vnBaCang, vnDe, vnLo, vnXien2, vnXien3 } from './vn';

// 27 prizes: special 12345, first 67890, ... ; endings 45 (special), 90, 45 (a second prize), 07 (seventh).
const DRAW = [
  12345, 67890, 11145, 22222, 33333, 44444, 55555, 66666, 77777, 88888, 1234, 5678, 9012, 3456, 7890, 1357,
  2468, 3579, 4680, 5791, 123, 456, 789, 7, 18, 29, 30,
];

describe('VN lottery', () => {
  it('has 27 prizes in the test draw', () => expect(DRAW).toHaveLength(27));

  it('lô pays once per prize ending in the number', () => {
    expect(vnLo.settle({ numbers: ['45'] }, DRAW)).toMatchObject({ winningUnits: 2, returned: 720 });
    expect(vnLo.settle({ numbers: ['07', '90', '99'] }, DRAW)).toMatchObject({ units: 3, winningUnits: 3 });
    expect(vnLo.settle({ numbers: ['13'] }, DRAW).outcome).toBe('lose');
    expect(vnLo.isValid({ numbers: ['7'] })).toBe(false);
    expect(vnLo.isValid({ numbers: ['07', '07'] })).toBe(false);
  });

  it('đề and ba càng read the special prize', () => {
    expect(vnDe.settle({ numbers: ['45', '90'] }, DRAW)).toMatchObject({
      units: 2,
      winningUnits: 1,
      returned: 9500,
    });
    expect(vnBaCang.settle({ numbers: ['345'] }, DRAW).returned).toBe(95_000);
    expect(vnBaCang.settle({ numbers: ['145'] }, DRAW).outcome).toBe('lose');
  });

  it('xiên: every number of a unit must end some prize', () => {
    expect(vnXien2.settle({ numbers: ['45', '90'] }, DRAW).returned).toBe(1730);
    expect(vnXien2.settle({ numbers: ['45', '90', '13'] }, DRAW)).toMatchObject({
      units: 3,
      winningUnits: 1,
    });
    expect(vnXien3.settle({ numbers: ['45', '90', '07'] }, DRAW).outcome).toBe('win');
    expect(vnXien3.settle({ numbers: ['45', '90', '13'] }, DRAW).outcome).toBe('lose');
    expect(vnXien3.isValid({ numbers: ['45', '90'] })).toBe(false);
  });
});

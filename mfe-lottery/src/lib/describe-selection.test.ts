import { describe, expect, it } from 'vitest';
import cn from '../i18n/cn.json';
import en from '../i18n/en.json';
import km from '../i18n/km.json';
import type { LotteryT } from '../i18n/lottery-i18n';
import { describeSelection } from './describe-selection';

const translator =
  (bundle: Record<string, string>): LotteryT =>
  (key, options) =>
    (bundle[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));

describe('a slip line', () => {
  it('names the position instead of showing its number', () => {
    const selection = { position: 2, digits: [1, 3, 5] };
    expect(describeSelection('ssc.position_digit', selection, translator(en))).toBe('3rd digit · 1,3,5');
    expect(describeSelection('ssc.position_digit', selection, translator(cn))).toBe('第三位号码 · 1,3,5');
    expect(describeSelection('ssc.position_digit', selection, translator(km))).toBe('លេខទីតាំងទី៣ · 1,3,5');
    expect(describeSelection('pk10.car_position', { position: 0, cars: [10] }, translator(en))).toBe(
      '1st car · 10',
    );
    expect(describeSelection('11x5.two_sided', { position: 4, pick: 'big' }, translator(en))).toBe(
      '5th ball · big',
    );
  });

  it('keeps numbers that are not positions as they are', () => {
    expect(
      describeSelection(
        'ssc.star3_straight',
        { segment: 'front', digits: [[1], [2, 3], [4]] },
        translator(en),
      ),
    ).toBe('front · 1|23|4');
    expect(describeSelection('k3.sum', { target: 'sum', sums: [4] }, translator(en))).toBe('sum · 4');
  });
});

import * as v from 'valibot';
import { defineBetType, distinctDigitStrings, won } from '../bet-type';
import { THREE_D_FORMAT } from '../games';
import { positionOutcomes } from '../outcomes';

const sortedDigits = (text: string) => [...text].sort().join('');

export const threeDStraight = defineBetType(v.object({ numbers: distinctDigitStrings(3, 1000) }))({
  id: '3d.straight',
  family: '3d',
  defaultOdds: { win: 97_000 },
  combinations: (s) => s.numbers.length,
  tally: (s, draw) => won(s.numbers.includes(draw.join('')) ? 1 : 0),
  rtpCases: () => [{ label: 'straight', selection: { numbers: ['907'] } }],
  outcomes: () => positionOutcomes(THREE_D_FORMAT, [0, 1, 2]),
});

/**
 * Box: the three digits in any order. Three different digits match 6 draws (odds six_way), a pair 3 draws
 * (three_way); three equal digits are not a box (that is the straight).
 */
export const threeDBox = defineBetType(
  v.object({
    numbers: v.pipe(
      distinctDigitStrings(3, 1000),
      v.check(
        (values) => values.every((value) => new Set(value).size > 1),
        'a box needs two different digits',
      ),
      v.check((values) => new Set(values.map(sortedDigits)).size === values.length, 'the same box twice'),
    ),
  }),
)({
  id: '3d.box',
  family: '3d',
  defaultOdds: { six_way: 16_000, three_way: 32_000 },
  combinations: (s) => s.numbers.length,
  tally: (s, draw) => {
    const shown = sortedDigits(draw.map(String).join(''));
    const hit = s.numbers.find((value) => sortedDigits(value) === shown);
    if (!hit) return won(0);
    return won(1, new Set(hit).size === 3 ? 'six_way' : 'three_way');
  },
  rtpCases: () => [
    { label: 'six way', selection: { numbers: ['123'] } },
    { label: 'three way', selection: { numbers: ['112'] } },
  ],
  outcomes: () => positionOutcomes(THREE_D_FORMAT, [0, 1, 2]),
});

export const THREE_D_BET_TYPES = [threeDStraight, threeDBox];

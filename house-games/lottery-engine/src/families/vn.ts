import * as v from 'valibot';
import { defineBetType, distinctDigitStrings, type WeightedDraw, won } from '../bet-type';
import { chooseNumber, factorial } from '../combinatorics';
import { VN_FORMAT } from '../games';
import { positionOutcomes } from '../outcomes';

const PRIZES = 27;
const lastTwo = (draw: readonly number[]) => draw.map((prize) => prize % 100);
const specialLast = (draw: readonly number[], digits: number) => draw[0]! % 10 ** digits;
const twoDigits = (max: number, min = 1) => v.pipe(distinctDigitStrings(2, max), v.minLength(min));
const asNumbers = (values: readonly string[]) => values.map(Number);

/**
 * The draws that matter to bets on the last two digits of the 27 prizes, by classes. Every prize has at least
 * two digits, so its last two are uniform on 00-99 and independent of the others: a class is how many prizes end
 * in each target (c_1..c_k) and in none (r), weight 27! / (c_1! ... c_k! r!) * (100 - k)^r.
 */
export function* lastTwoClasses(targets: readonly number[]): Generator<WeightedDraw> {
  const k = targets.length;
  const other = Array.from({ length: 100 }, (_, i) => i).find((n) => !targets.includes(n))!;
  const counts: number[] = [];
  function* walk(left: number): Generator<WeightedDraw> {
    if (counts.length === k) {
      let weight = factorial(PRIZES) / factorial(left);
      for (const c of counts) weight /= factorial(c);
      weight *= BigInt(100 - k) ** BigInt(left);
      const draw = counts.flatMap((c, i) => Array<number>(c).fill(targets[i]!));
      yield { draw: [...draw, ...Array<number>(left).fill(other)], weight };
      return;
    }
    for (let c = 0; c <= left; c += 1) {
      counts.push(c);
      yield* walk(left - c);
      counts.pop();
    }
  }
  yield* walk(PRIZES);
}

/** Lô: a two-digit number; it pays once for every prize whose last two digits it is. */
export const vnLo = defineBetType(v.object({ numbers: twoDigits(100) }))({
  id: 'vn.lo',
  family: 'vn',
  defaultOdds: { win: 360 },
  combinations: (s) => s.numbers.length,
  tally: (s, draw) => {
    const endings = lastTwo(draw);
    return won(asNumbers(s.numbers).reduce((hits, n) => hits + endings.filter((e) => e === n).length, 0));
  },
  rtpCases: () => [{ label: 'lo', selection: { numbers: ['68'] } }],
  outcomes: (s) => lastTwoClasses(asNumbers(s.numbers)),
});

/** Đề: the last two digits of the special prize. */
export const vnDe = defineBetType(v.object({ numbers: twoDigits(100) }))({
  id: 'vn.de',
  family: 'vn',
  defaultOdds: { win: 9500 },
  combinations: (s) => s.numbers.length,
  tally: (s, draw) => won(asNumbers(s.numbers).includes(specialLast(draw, 2)) ? 1 : 0),
  rtpCases: () => [{ label: 'de', selection: { numbers: ['05'] } }],
  outcomes: () => positionOutcomes(VN_FORMAT, [0]),
});

/** Ba càng: the last three digits of the special prize. */
export const vnBaCang = defineBetType(v.object({ numbers: distinctDigitStrings(3, 1000) }))({
  id: 'vn.ba_cang',
  family: 'vn',
  defaultOdds: { win: 95_000 },
  combinations: (s) => s.numbers.length,
  tally: (s, draw) => won(asNumbers(s.numbers).includes(specialLast(draw, 3)) ? 1 : 0),
  rtpCases: () => [{ label: 'ba cang', selection: { numbers: ['279'] } }],
  outcomes: () => positionOutcomes(VN_FORMAT, [0]),
});

/** Xiên k: a unit is k two-digit numbers; it wins when each is the ending of at least one prize. */
function xien(size: 2 | 3 | 4, odds: number) {
  return defineBetType(v.object({ numbers: twoDigits(10, size) }))({
    id: `vn.xien_${size}`,
    family: 'vn',
    defaultOdds: { win: odds },
    combinations: (s) => chooseNumber(s.numbers.length, size),
    tally: (s, draw) => {
      const endings = new Set(lastTwo(draw));
      return won(chooseNumber(asNumbers(s.numbers).filter((n) => endings.has(n)).length, size));
    },
    rtpCases: () => [
      { label: `xien ${size}`, selection: { numbers: ['11', '22', '33', '44'].slice(0, size) } },
    ],
    outcomes: (s) => lastTwoClasses(asNumbers(s.numbers)),
  });
}

export const vnXien2 = xien(2, 1730);
export const vnXien3 = xien(3, 7700);
export const vnXien4 = xien(4, 35_500);

export const VN_BET_TYPES = [vnLo, vnDe, vnBaCang, vnXien2, vnXien3, vnXien4];

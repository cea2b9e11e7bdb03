import { type Fraction, percentText } from '@platform/house-engine';
import { type BetType, DEFAULT_CONTEXT, type Odds, type SettleContext } from './bet-type';

export interface CaseRtp {
  label: string;
  rtp: Fraction;
  /** Percent, two decimals, rounded half up: the figure on the rules screen. */
  percent: string;
}

export interface BetTypeRtp {
  betType: string;
  cases: CaseRtp[];
  /** Lowest and highest case: equal when every unit of the bet type returns the same. */
  min: CaseRtp;
  max: CaseRtp;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): Fraction {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

const compare = (a: Fraction, b: Fraction) => a.numerator * b.denominator - b.numerator * a.denominator;

/**
 * The exact return to player of one single-unit selection: the sum over its weighted outcomes of what it returns
 * (hundredths of the stake) over the total weight, in bigint fractions.
 */
export function selectionRtp<S>(
  betType: BetType<S>,
  selection: S,
  odds: Odds = betType.defaultOdds,
  context: SettleContext = DEFAULT_CONTEXT,
): Fraction {
  let total = 0n;
  let returned = 0n;
  for (const { draw, weight } of betType.outcomes(selection)) {
    total += weight;
    const settlement = betType.settle(selection, draw, odds, context);
    if (settlement.returned) returned += weight * BigInt(settlement.returned);
  }
  const units = BigInt(betType.combinations(selection));
  return fraction(returned, total * 100n * units);
}

/** RTP of each case of a bet type (the rules screen shows min, or min-max when cases differ). */
export function betTypeRtp<S>(
  betType: BetType<S>,
  odds: Odds = betType.defaultOdds,
  context: SettleContext = DEFAULT_CONTEXT,
): BetTypeRtp {
  const cases = betType.rtpCases(context).map(({ label, selection }) => {
    const rtp = selectionRtp(betType, selection, odds, context);
    return { label, rtp, percent: percentText(rtp) };
  });
  const sorted = [...cases].sort((a, b) => (compare(a.rtp, b.rtp) < 0n ? -1 : 1));
  return { betType: betType.id, cases, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** Odds after a region's override: only known keys, positive whole hundredths. */
export function resolveOdds<S>(betType: BetType<S>, override: Odds = {}): Odds {
  const odds: Record<string, number> = { ...betType.defaultOdds };
  for (const [key, value] of Object.entries(override)) {
    if (!(key in odds)) throw new RangeError(`${betType.id}: unknown odds key ${key}`);
    if (!Number.isInteger(value) || value < 1)
      throw new RangeError(`${betType.id}: bad odds ${key}=${value}`);
    odds[key] = value;
  }
  return odds;
}

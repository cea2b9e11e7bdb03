import type { Fraction } from '../slot/exact-rtp';

/** The board: 5 x 5 tiles, numbered 0-24 row by row from the top left. */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** The return every multiplier aims at before it is rounded down to 0.01 (decision 110). */
export const MINES_TARGET_RTP_PERCENT = 97;
/**
 * The published RTP: the lowest exact return of any choice (mine count and cash-out point) after the rounding down,
 * so no way of playing returns less. The rules table shows every choice's own figure (decision 110).
 */
export const MINES_PUBLISHED_RTP = '96.25';
/** Stakes in minor units (1.00 to 100.00): whole units, so stake x multiplier is an exact amount. */
export const MINES_BET_LEVELS: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000];

/** Bumped whenever the way a stream becomes a layout or a payout changes; the verifier shows it. */
export const MINES_ENGINE_VERSION = 'mines-1';

export function assertMineCount(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX)
    throw new RangeError(`a round has ${MINES_MIN}-${MINES_MAX} mines, not ${mines}`);
}

/** C(n, k), exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The exact chance that k tiles opened on a board with `mines` mines are all safe: C(25-m, k) / C(25, k). */
export function survivalChance(mines: number, safeReveals: number): Fraction {
  assertMineCount(mines);
  return {
    numerator: choose(MINES_TILES - mines, safeReveals),
    denominator: choose(MINES_TILES, safeReveals),
  };
}

/** The most safe tiles a board holds: revealing them all ends the round with their multiplier. */
export const safeTiles = (mines: number) => MINES_TILES - mines;

/**
 * The multiplier after k safe reveals, in hundredths: 97% divided by the survival chance, rounded down to 0.01,
 * i.e. floor(97 x C(25, k) / C(25-m, k)). Zero reveals pay nothing (a round is cashed out after a reveal).
 */
export function multiplierHundredths(mines: number, safeReveals: number): bigint {
  assertMineCount(mines);
  if (!Number.isInteger(safeReveals) || safeReveals < 1 || safeReveals > safeTiles(mines))
    throw new RangeError(`${safeReveals} safe reveals are not possible with ${mines} mines`);
  const chance = survivalChance(mines, safeReveals);
  return (BigInt(MINES_TARGET_RTP_PERCENT) * chance.denominator) / chance.numerator;
}

/** "1.01", "24.25": a multiplier in hundredths as the table shows it. */
export function formatMinesMultiplier(hundredths: bigint): string {
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** What a cash out pays: stake x multiplier, exact because stakes are whole units (minor units % 100 = 0). */
export function minesPayout(stake: bigint, mines: number, safeReveals: number): bigint {
  if (stake <= 0n || stake % 100n !== 0n) throw new RangeError('a mines stake is a whole number of units');
  return (stake * multiplierHundredths(mines, safeReveals)) / 100n;
}

/** The exact return of cashing out after k safe reveals: chance x multiplier, as a fraction of the stake. */
export function choiceRtp(mines: number, safeReveals: number): Fraction {
  const chance = survivalChance(mines, safeReveals);
  return {
    numerator: chance.numerator * multiplierHundredths(mines, safeReveals),
    denominator: chance.denominator * 100n,
  };
}

/** A fraction in percent, two decimals, rounded half up (how every RTP is published). */
export function percentOf(fraction: Fraction): string {
  const basisPoints = (fraction.numerator * 20000n + fraction.denominator) / (2n * fraction.denominator);
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}

export interface MinesTableRow {
  safeReveals: number;
  /** e.g. "1.01". */
  multiplier: string;
  /** The exact chance of getting there, in percent, two decimals. */
  chance: string;
  /** This choice's exact RTP in percent, two decimals. */
  rtp: string;
}

/** The published table for one mine count: every cash-out point with its multiplier, chance and RTP. */
export function minesTable(mines: number): MinesTableRow[] {
  return Array.from({ length: safeTiles(mines) }, (_, index) => {
    const safeReveals = index + 1;
    return {
      safeReveals,
      multiplier: formatMinesMultiplier(multiplierHundredths(mines, safeReveals)),
      chance: percentOf(survivalChance(mines, safeReveals)),
      rtp: percentOf(choiceRtp(mines, safeReveals)),
    };
  });
}

/** The lowest exact RTP over every mine count and cash-out point, with where it is. */
export function lowestChoiceRtp(): { mines: number; safeReveals: number; rtp: Fraction } {
  let lowest: { mines: number; safeReveals: number; rtp: Fraction } | null = null;
  for (let mines = MINES_MIN; mines <= MINES_MAX; mines += 1) {
    for (let safeReveals = 1; safeReveals <= safeTiles(mines); safeReveals += 1) {
      const rtp = choiceRtp(mines, safeReveals);
      if (!lowest || rtp.numerator * lowest.rtp.denominator < lowest.rtp.numerator * rtp.denominator)
        lowest = { mines, safeReveals, rtp };
    }
  }
  return lowest!;
}

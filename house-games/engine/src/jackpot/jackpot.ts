import { type FairSeeds, type HmacSha256, labelledStream, uniformInt } from '../fair/stream';

/**
 * The progressive jackpot's published terms (decision 108): what share of each stake funds the pool and the odds of
 * winning it. The odds scale with the stake: every minor unit staked is one chance in `oddsPerMinorUnit`, so a player's
 * expected share of the pool is the same per unit at every bet level.
 */
export interface JackpotTerms {
  id: string;
  /** The share of each stake paid into the pool, in basis points (100 = 1%), rounded down to the minor unit. */
  shareBasisPoints: number;
  /** One chance in this many per minor unit staked (at most 2^32, the stream's range). */
  oddsPerMinorUnit: number;
}

/** The temple slot's jackpot: 1% of each stake; a 1.00 stake (100 minor units) wins once in 10,000,000 spins. */
export const TEMPLE_JACKPOT: JackpotTerms = {
  id: 'progressive-1',
  shareBasisPoints: 100,
  oddsPerMinorUnit: 1_000_000_000,
};

const BASIS_POINTS = 10_000n;

/** What a stake pays into the pool: its share, rounded down to the minor unit. */
export function jackpotContribution(stake: bigint, terms: JackpotTerms): bigint {
  return (stake * BigInt(terms.shareBasisPoints)) / BASIS_POINTS;
}

/**
 * The label of a round's jackpot draw: the round's own seed pair and nonce under a label of its own, so the reel stops
 * (drawn under `clientSeed:nonce`) are untouched and the slot's RTP stays exactly what it was. The stream's message is
 * `${label}:${cursor}` and the slot's cursor is a number, so the two never share a block.
 */
export function jackpotLabel(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}:jackpot`;
}

export interface JackpotDraw {
  /** The number drawn, uniform in [0, oddsPerMinorUnit). */
  draw: number;
  /** Won when the draw is below the stake in minor units. */
  hit: boolean;
}

/** A round's jackpot draw: one uniformInt (rejection sampling) from the round's seeds under the jackpot label. */
export function jackpotDraw(
  seeds: FairSeeds,
  stake: bigint,
  terms: JackpotTerms,
  hmacSha256?: HmacSha256,
): JackpotDraw {
  const stream = labelledStream(seeds.serverSeed, jackpotLabel(seeds.clientSeed, seeds.nonce), hmacSha256);
  const draw = uniformInt(stream, terms.oddsPerMinorUnit);
  return { draw, hit: BigInt(draw) < stake };
}

/** The chance that one round at this stake wins the jackpot, exactly (stake / oddsPerMinorUnit, at most 1). */
export function jackpotChance(stake: bigint, terms: JackpotTerms): number {
  const odds = BigInt(terms.oddsPerMinorUnit);
  return Number(stake < odds ? stake : odds) / terms.oddsPerMinorUnit;
}

/** "1 in N" for a stake: the odds the rules show, N rounded to a whole number. */
export function jackpotOneIn(stake: bigint, terms: JackpotTerms): number {
  return Math.round(1 / jackpotChance(stake, terms));
}

/**
 * The return the rules publish with the jackpot: the base game's exact RTP plus the share the pool pays back (the whole
 * pool is always paid out to a winner, so over time players get back every contribution). Percent, two decimals.
 */
export function rtpWithJackpot(baseRtp: string, terms: JackpotTerms): string {
  const [whole = '0', fraction = ''] = baseRtp.split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const total = hundredths + terms.shareBasisPoints;
  return `${Math.trunc(total / 100)}.${String(total % 100).padStart(2, '0')}`;
}

/** The jackpot share as the rules show it, e.g. "1.00". */
export function jackpotSharePercent(terms: JackpotTerms): string {
  return rtpWithJackpot('0.00', terms);
}

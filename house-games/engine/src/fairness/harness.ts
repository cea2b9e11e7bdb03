import { fairStream, type HmacSha256 } from '../fair/stream';
import { type ChiSquareFit, pearsonFit } from './chi-square';
import type { ChiSquareProfile, FairnessProfile, FairnessVariant } from './profile';

/** A run's fixed seed pair: round i plays nonce firstNonce + i, so a run can be split across workers by nonce. */
export interface RunSeeds {
  serverSeed: string;
  clientSeed: string;
  hmac?: HmacSha256;
}

/** Sums over played rounds of the return per stake (win / stake); tallies of disjoint nonce ranges add up. */
export interface RtpTally {
  rounds: number;
  sum: number;
  sumSquares: number;
  /** Rounds that paid anything back. */
  hits: number;
  /** The largest win of one round, as a multiple of its stake. */
  largest: number;
}

export interface RtpMeasurement extends RtpTally {
  mean: number;
  standardError: number;
}

export const EMPTY_TALLY: RtpTally = { rounds: 0, sum: 0, sumSquares: 0, hits: 0, largest: 0 };

/** Plays `rounds` rounds of a variant through its real engine, one nonce each from `firstNonce`. */
export function tallyRtp(
  variant: FairnessVariant,
  rounds: number,
  seeds: RunSeeds,
  firstNonce = 0,
): RtpTally {
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  let largest = 0;
  for (let i = 0; i < rounds; i += 1) {
    const stream = fairStream(
      { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: firstNonce + i },
      seeds.hmac,
    );
    const { stake, win } = variant.playRound(stream);
    const ratio = Number(win) / Number(stake);
    sum += ratio;
    sumSquares += ratio * ratio;
    if (win > 0n) hits += 1;
    if (ratio > largest) largest = ratio;
  }
  return { rounds, sum, sumSquares, hits, largest };
}

export function addTallies(a: RtpTally, b: RtpTally): RtpTally {
  return {
    rounds: a.rounds + b.rounds,
    sum: a.sum + b.sum,
    sumSquares: a.sumSquares + b.sumSquares,
    hits: a.hits + b.hits,
    largest: Math.max(a.largest, b.largest),
  };
}

/** The measured RTP (fraction of the stake) and its standard error from the sample variance. */
export function measured(tally: RtpTally): RtpMeasurement {
  const mean = tally.sum / tally.rounds;
  const variance = Math.max(0, tally.sumSquares / tally.rounds - mean * mean);
  return { ...tally, mean, standardError: Math.sqrt(variance / tally.rounds) };
}

/** The published figure holds to 0.01 pp when the exact RTP rounds to it: within half a hundredth of a percent. */
export function publishedRtpHolds(variant: FairnessVariant): boolean {
  return Math.abs(variant.exactRtp() * 100 - Number(variant.publishedRtp)) <= 0.005 + 1e-9;
}

export interface ProfileFit extends ChiSquareFit {
  name: string;
  outcomes: number;
}

/** Draws `outcomes` outcomes of one chi-square profile (one nonce each) and fits them to its exact probabilities. */
export function fitChiSquare(profile: ChiSquareProfile, outcomes: number, seeds: RunSeeds): ProfileFit {
  const probabilities = profile.probabilities();
  const counts = new Array<number>(probabilities.length).fill(0);
  for (let nonce = 0; nonce < outcomes; nonce += 1) {
    const stream = fairStream(
      { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce },
      seeds.hmac,
    );
    const category = profile.category(stream);
    if (!Number.isInteger(category) || category < 0 || category >= counts.length)
      throw new RangeError(`${profile.name}: category ${category} outside 0..${counts.length - 1}`);
    counts[category]! += 1;
  }
  return { name: profile.name, outcomes, ...pearsonFit(counts, probabilities) };
}

/** The suite's one 99% test over every registered profile: Bonferroni, so each profile needs p above this. */
export function chiSquareThreshold(profiles: readonly FairnessProfile[], suiteAlpha = 0.01): number {
  const tests = profiles.reduce((sum, profile) => sum + profile.chiSquare.length, 0);
  return suiteAlpha / Math.max(1, tests);
}

import type { FairStream } from '../fair/stream';
import type { ChiSquareProfile, FairnessProfile } from '../fairness/profile';
import { playRound } from './engine';
import { exactRtp } from './exact-rtp';
import { TEMPLE_PAYTABLE, TEMPLE_PUBLISHED_RTP } from './paytable';
import type { SlotPaytable } from './paytable-types';

/** An exact fraction as a float, without losing the quotient to bigints too large for a double. */
function fractionValue(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 15n;
  return Number((numerator * scale) / denominator) / Number(scale);
}

/** One reel's stop of a paid spin through the real engine: uniform over that reel's strip. */
function reelStopProfile(paytable: SlotPaytable, reel: number): ChiSquareProfile {
  const stake = BigInt(paytable.betLevels[0]!);
  const length = paytable.strips[reel]!.length;
  return {
    name: `reel ${reel + 1} stop (${length} positions)`,
    probabilities: () => new Array<number>(length).fill(1 / length),
    category: (stream: FairStream) => playRound(stream, paytable, stake).steps[0]!.stops[reel]!,
  };
}

/**
 * Temple of Fortune's fairness evidence. Every pay is a whole multiple of the line bet or the stake, so the RTP is the
 * same at every bet level: one variant, played at the lowest level. Chi-square: each reel's stop.
 */
export function slotFairnessProfile(paytable: SlotPaytable, publishedRtp: string): FairnessProfile {
  let exact: number | undefined;
  const stake = BigInt(paytable.betLevels[0]!);
  return {
    game: 'slot',
    variants: [
      {
        name: `${paytable.id}, every bet level`,
        publishedRtp,
        exactRtp() {
          if (exact === undefined) {
            const { rtp } = exactRtp(paytable);
            exact = fractionValue(rtp.numerator, rtp.denominator);
          }
          return exact;
        },
        playRound(stream) {
          return { stake, win: playRound(stream, paytable, stake).totalWin };
        },
      },
    ],
    chiSquare: paytable.strips.map((_, reel) => reelStopProfile(paytable, reel)),
  };
}

export const SLOT_FAIRNESS_PROFILE = slotFairnessProfile(TEMPLE_PAYTABLE, TEMPLE_PUBLISHED_RTP);

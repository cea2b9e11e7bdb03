import { distinctInts, type FairStream } from '../fair/stream';
import type { FairnessProfile } from '../fairness/profile';
import { BACCARAT_BET_KINDS, BACCARAT_PUBLISHED_RTP, BACCARAT_STAKE_UNIT, settleBets } from './bets';
import { RANKS, rankIndexOf, SHOE_SIZE } from './cards';
import { baccaratExactRtp, handOutcomeCounts } from './exact-rtp';
import { dealHandAt } from './hand';

/**
 * The first hand of a freshly shuffled shoe. A partial Fisher-Yates of k cards draws exactly the first k swaps of
 * the full shuffle from the same stream, so these six cards are the real shoe's first six.
 */
function firstHand(stream: FairStream) {
  return dealHandAt(distinctInts(stream, SHOE_SIZE, 6), 0);
}

const asNumber = (fraction: { numerator: bigint; denominator: bigint }) =>
  Number((fraction.numerator * 10n ** 15n) / fraction.denominator) / 1e15;

const WINNERS = ['player', 'banker', 'tie'] as const;

/** Baccarat's fairness evidence: each bet a variant; chi-square of a shoe's first card rank and first hand winner. */
export const baccaratFairnessProfile: FairnessProfile = {
  game: 'baccarat',
  variants: BACCARAT_BET_KINDS.map((kind) => ({
    name: kind,
    publishedRtp: BACCARAT_PUBLISHED_RTP[kind],
    exactRtp: () => asNumber(baccaratExactRtp().find((bet) => bet.kind === kind)!.rtp),
    playRound(stream: FairStream) {
      const settled = settleBets(firstHand(stream), [{ kind, stake: BACCARAT_STAKE_UNIT }]);
      return { stake: settled.stake, win: settled.win };
    },
  })),
  chiSquare: [
    {
      name: 'first card rank of a shoe',
      probabilities: () => RANKS.map(() => 1 / RANKS.length),
      category: (stream) => rankIndexOf(distinctInts(stream, SHOE_SIZE, 1)[0]!),
    },
    {
      name: 'first hand winner of a shoe (player, banker, tie)',
      probabilities() {
        const counts = handOutcomeCounts();
        return WINNERS.map((winner) => asNumber({ numerator: counts[winner], denominator: counts.total }));
      },
      category: (stream) => WINNERS.indexOf(firstHand(stream).winner),
    },
  ],
};

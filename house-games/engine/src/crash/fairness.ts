import type { ChiSquareProfile, FairnessProfile, FairnessVariant } from '../fairness/profile';
import { CRASH_K_RANGE, CRASH_PUBLISHED_RTP, crashPointFromStream } from './crash-point';
import { crashExactRtp, survivalCount } from './exact-rtp';
import { formatMultiplier } from './growth';

/** The automatic cash-out targets the fairness evidence plays (hundredths). */
export const CRASH_VARIANT_TARGETS = [150, 200, 1000, 10000] as const;
/** Lower edges of the crash-point buckets the chi-square test counts (the last bucket is open above). */
export const CRASH_BUCKET_EDGES = [100, 101, 120, 150, 200, 300, 500, 1000, 10000] as const;

const STAKE = 100n;

function variant(target: number): FairnessVariant {
  return {
    name: `automatic cash-out at ${formatMultiplier(target)}x`,
    publishedRtp: CRASH_PUBLISHED_RTP,
    exactRtp: () => crashExactRtp(target),
    playRound(stream) {
      const crashPoint = crashPointFromStream(stream);
      return { stake: STAKE, win: crashPoint >= target ? (STAKE * BigInt(target)) / 100n : 0n };
    },
  };
}

const crashPointBuckets: ChiSquareProfile = {
  name: 'crash point bucket',
  probabilities() {
    return CRASH_BUCKET_EDGES.map((lower, index) => {
      const upper = CRASH_BUCKET_EDGES[index + 1];
      const count = survivalCount(lower) - (upper === undefined ? 0n : survivalCount(upper));
      return Number(count) / Number(CRASH_K_RANGE);
    });
  },
  category(stream) {
    const crashPoint = crashPointFromStream(stream);
    let bucket = 0;
    CRASH_BUCKET_EDGES.forEach((lower, index) => {
      if (crashPoint >= lower) bucket = index;
    });
    return bucket;
  },
};

/** Crash's evidence: one variant per automatic cash-out target, and the crash points' distribution. */
export const crashFairnessProfile: FairnessProfile = {
  game: 'crash',
  variants: CRASH_VARIANT_TARGETS.map(variant),
  chiSquare: [crashPointBuckets],
};

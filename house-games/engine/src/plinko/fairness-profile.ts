import type { FairnessProfile } from '../fairness/profile';
import { dropBall, dropPath } from './engine';
import { bucketProbabilities, plinkoExactRtp } from './exact-rtp';
import { PLINKO_BET_LEVELS, PLINKO_PUBLISHED_RTP, plinkoTables } from './tables';

/** Rows whose landing buckets the chi-square tests count. */
const CHI_SQUARE_ROWS = [8, 12, 16];

/** Plinko's fairness evidence: every board (rows x risk) a variant; the bucket counts of 8, 12 and 16 rows. */
export const PLINKO_FAIRNESS_PROFILE: FairnessProfile = {
  game: 'plinko',
  variants: plinkoTables().map((table) => {
    const stake = BigInt(PLINKO_BET_LEVELS[0]!);
    return {
      name: `${table.rows} rows, ${table.risk} risk`,
      publishedRtp: PLINKO_PUBLISHED_RTP,
      exactRtp: () => {
        const { rtp } = plinkoExactRtp(table);
        return Number(rtp.numerator) / Number(rtp.denominator);
      },
      playRound: (stream) => {
        const outcome = dropBall(stream, table, stake);
        return { stake, win: outcome.win };
      },
    };
  }),
  chiSquare: CHI_SQUARE_ROWS.map((rows) => ({
    name: `plinko bucket (${rows} rows)`,
    probabilities: () => bucketProbabilities(rows),
    category: (stream) => [...dropPath(stream, rows)].filter((step) => step === 'R').length,
  })),
};

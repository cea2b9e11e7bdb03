/** Plinko's English texts: the key set CN and KM follow. The kit's shared texts come from @platform/house-kit. */
export const en = {
  title: 'Plinko',
  loading: 'Setting up the pegs…',
  rulesTitle: 'How to play',
  rulesDrop:
    'Choose the rows (8 to 16), the risk and the stake, then drop the ball. At every row it goes left or right, each equally likely, and lands in a bucket at the bottom.',
  rulesPay: 'The bucket pays its multiplier times the stake. The edges pay most and are reached least often.',
  rulesRisk: 'Higher risk pays more at the edges and less in the middle. Every board returns the same RTP.',
  rulesFair:
    'Each step is one left/right draw from the provably fair stream: see Fairness. Rotate the seed to check any drop.',
  rtpNote: 'Computed exactly from the chance of every bucket; your results over a short time will vary.',
  rows: 'Rows',
  risk: 'Risk',
  riskLow: 'Low',
  riskMedium: 'Medium',
  riskHigh: 'High',
  drop: 'Drop',
  dropping: 'Dropping…',
  landed: '{multiplier}× : {win}',
  bucketsOf: 'Buckets for {rows} rows, {risk} risk',
  path: 'Path',
  bucket: 'Bucket',
  multiplier: 'Multiplier',
  verifyTitle: 'Plinko drop verifier',
  verifyIntro:
    'Paste the revealed server seed, your client seed and the nonce, pick the board and the stake: the drop is computed again here, in your browser.',
  verifyBadStake: 'The stake is an amount like 1.00.',
} as const;

export type PlinkoTextKey = keyof typeof en;

/** Mines' own texts in English: the key set CN and KM follow (the kit's shared texts come from the kit). */
export const en = {
  title: 'Mines',
  rulesTitle: 'How to play Mines',
  rule1: 'The board has 25 tiles. Before a round you choose how many of them hide a mine: 1 to 24.',
  rule2:
    'Open tiles one at a time. Each safe tile raises the multiplier; a mine ends the round and the stake is lost.',
  rule3:
    'Cash out after any safe tile to win stake × multiplier. Opening every safe tile cashes out by itself.',
  rule4:
    'Multiplier = 97% ÷ the exact chance of getting that far, rounded down to 0.01. Every choice’s own return is in the table; the lowest of them is the published RTP.',
  rule5:
    'The mines are laid from the provably-fair stream when the round starts (one nonce a round) and shown when it ends.',
  mines: 'Mines',
  start: 'Bet',
  cashOut: 'Cash out {amount}',
  multiplierNow: 'Multiplier ×{multiplier}',
  multiplierNext: 'Next tile ×{multiplier}',
  pickTile: 'Open a tile',
  lostNotice: 'Mine! The stake is lost.',
  wonNotice: 'You won {amount}',
  roundOpen: 'Finish the open round first.',
  resumed: 'Your open round is back: open a tile or cash out.',
  tableTitle: 'Multipliers with {mines} mines',
  tableTiles: 'Safe tiles',
  tableMultiplier: 'Multiplier',
  tableChance: 'Chance',
  tableRtp: 'RTP',
  tile: 'Tile {n}',
  tileSafe: 'Tile {n}: safe',
  tileMine: 'Tile {n}: mine',
  roundLost: 'Mine',
  roundCashedOut: 'Cashed out ×{multiplier}',
  roundSummary: '{mines} mines · {safe} safe tiles',
  verifyTitle: 'Mines round verifier',
  verifyIntro:
    'Enter a round’s revealed server seed, client seed, nonce and mine count: your browser lays the mines again from HMAC-SHA256, as the studio did.',
  verifyHash: 'Server seed hash shown before play',
  verifyReveals: 'Tiles opened, in order (e.g. 3,17)',
  verifyStake: 'Stake',
  verifyPaid: 'Paid',
  verifyButton: 'Verify',
  verifyOk: 'Everything matches: the round was fair.',
  verifyBad: 'Does not match:',
  verifyLayout: 'Mines from the seeds',
  verifyPayout: 'What the tiles opened pay: {amount}',
  verifyLink: 'Verify a round in the verifier',
  noRoundsOnSeed: 'No round was played with this seed.',
} as const;

export type MinesTextKey = keyof typeof en;

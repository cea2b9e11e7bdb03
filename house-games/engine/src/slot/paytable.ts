import type { SlotPaytable } from './paytable-types';

/**
 * Temple of Fortune (HOUSE_SLOT_TEMPLE): 5 reels x 3 rows, 20 fixed paylines, wild, scatter with free spins at
 * twice the pay (free spins retrigger). The exact RTP of this table is published as {@link TEMPLE_PUBLISHED_RTP};
 * a test recomputes it from every stop combination, so changing a strip or a pay fails until both agree.
 */
export const TEMPLE_PAYTABLE: SlotPaytable = {
  id: 'TEMPLE_V1',
  reels: 5,
  rows: 3,
  symbols: ['WILD', 'SCATTER', 'IDOL', 'MASK', 'URN', 'TORCH', 'A', 'K', 'Q', 'J', 'TEN'],
  wild: 'WILD',
  scatter: 'SCATTER',
  // biome-ignore format: one strip per line reads as the reels do
  strips: [
    ['SCATTER', 'WILD', 'K', 'IDOL', 'TORCH', 'Q', 'MASK', 'A', 'Q', 'URN', 'K', 'J', 'WILD', 'J', 'TEN', 'TORCH', 'Q', 'TEN', 'IDOL', 'A', 'J', 'MASK', 'WILD', 'K', 'URN', 'TORCH', 'Q', 'J', 'A', 'TEN', 'TEN'],
    ['J', 'A', 'TEN', 'WILD', 'K', 'SCATTER', 'URN', 'Q', 'IDOL', 'TORCH', 'J', 'MASK', 'A', 'Q', 'WILD', 'K', 'J', 'URN', 'TEN', 'TEN', 'TORCH', 'Q', 'TEN', 'A', 'IDOL', 'WILD', 'K', 'MASK', 'URN', 'Q', 'TORCH', 'J'],
    ['MASK', 'WILD', 'Q', 'URN', 'TORCH', 'J', 'A', 'TEN', 'TEN', 'K', 'SCATTER', 'WILD', 'Q', 'IDOL', 'TORCH', 'J', 'MASK', 'A', 'Q', 'URN', 'K', 'J', 'WILD', 'TEN', 'TEN', 'TORCH', 'Q', 'TEN', 'A', 'IDOL', 'J', 'K'],
    ['TEN', 'A', 'IDOL', 'J', 'K', 'MASK', 'WILD', 'Q', 'URN', 'TORCH', 'J', 'A', 'TEN', 'TEN', 'K', 'SCATTER', 'WILD', 'Q', 'IDOL', 'TORCH', 'J', 'MASK', 'A', 'Q', 'URN', 'K', 'J', 'WILD', 'TEN', 'TEN', 'TORCH', 'Q'],
    ['WILD', 'TEN', 'TEN', 'TORCH', 'Q', 'TEN', 'A', 'IDOL', 'J', 'K', 'MASK', 'WILD', 'Q', 'URN', 'TORCH', 'J', 'A', 'TEN', 'TEN', 'K', 'SCATTER', 'WILD', 'Q', 'IDOL', 'TORCH', 'J', 'MASK', 'A', 'Q', 'URN', 'K', 'J'],
  ],
  // biome-ignore format: one payline per line, rows 0 (top) to 2 (bottom) on reels 1 to 5
  lines: [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
  ],
  // Multiples of the line bet by count of a kind (index 3, 4, 5).
  pays: {
    WILD: [0, 0, 0, 50, 250, 1000],
    IDOL: [0, 0, 0, 25, 100, 500],
    MASK: [0, 0, 0, 20, 75, 300],
    URN: [0, 0, 0, 15, 50, 200],
    TORCH: [0, 0, 0, 10, 40, 155],
    A: [0, 0, 0, 5, 20, 100],
    K: [0, 0, 0, 5, 15, 75],
    Q: [0, 0, 0, 4, 10, 50],
    J: [0, 0, 0, 3, 8, 40],
    TEN: [0, 0, 0, 2, 6, 30],
  },
  // Multiples of the total stake for 3, 4 or 5 scatters anywhere.
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpinAwards: [0, 0, 0, 8, 12, 20],
  freeSpinMultiplier: 2,
  // 0.20 to 20.00 total stake per spin.
  betLevels: [20, 40, 100, 200, 400, 1000, 2000],
};

/** The figure the game shows before the first bet: the exact RTP of TEMPLE_PAYTABLE, in percent. */
export const TEMPLE_PUBLISHED_RTP = '96.02';

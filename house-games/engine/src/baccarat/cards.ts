/** Eight standard 52-card decks make the shoe (Macau and Las Vegas punto banco). */
export const SHOE_DECKS = 8;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const SHOE_SIZE = SHOE_DECKS * SUITS.length * RANKS.length;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

/** A card of the shoe by its index in the unshuffled shoe (0..415): rank, then suit, then deck. */
export interface Card {
  index: number;
  rank: Rank;
  suit: Suit;
  /** Baccarat points: ace 1, 2-9 face value, tens and pictures 0. */
  value: number;
}

export function rankIndexOf(index: number): number {
  return index % RANKS.length;
}

/** Points of a rank index (0 = ace ... 12 = king). */
export function valueOfRank(rankIndex: number): number {
  return rankIndex >= 9 ? 0 : rankIndex + 1;
}

export function cardOf(index: number): Card {
  if (!Number.isInteger(index) || index < 0 || index >= SHOE_SIZE) throw new RangeError(`no card ${index}`);
  const rankIndex = rankIndexOf(index);
  return {
    index,
    rank: RANKS[rankIndex]!,
    suit: SUITS[Math.floor(index / RANKS.length) % SUITS.length]!,
    value: valueOfRank(rankIndex),
  };
}

/** A hand's total: the last digit of its points. */
export function handTotal(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) % 10;
}

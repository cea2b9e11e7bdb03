import type { BaccaratHand } from './hand';

export const BACCARAT_BET_KINDS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];

/**
 * Every stake is a whole number of these minor units (1.00), so the banker's 5% commission is always whole minor
 * units (decision 112).
 */
export const BACCARAT_STAKE_UNIT = 100n;

/** What a winning bet pays back per unit staked, stake included, as a fraction (numerator / 100). */
export const BACCARAT_RETURNS: Record<BaccaratBetKind, bigint> = {
  // 1:1
  player: 200n,
  // 1:1 less 5% commission
  banker: 195n,
  // 8:1
  tie: 900n,
  // 11:1
  playerPair: 1200n,
  bankerPair: 1200n,
};

/** Player and banker bets are returned (push) when the hand ties. */
const PUSH = 100n;

/** The published RTP of each bet, percent with two decimals; computed exactly in exact-rtp.test.ts. */
export const BACCARAT_PUBLISHED_RTP: Record<BaccaratBetKind, string> = {
  player: '98.76',
  banker: '98.94',
  tie: '85.64',
  playerPair: '89.64',
  bankerPair: '89.64',
};

/** Return per 100 units staked on `kind` for this hand: 0 when the bet loses. */
export function returnPer100(hand: BaccaratHand, kind: BaccaratBetKind): bigint {
  switch (kind) {
    case 'player':
      return hand.winner === 'player' ? BACCARAT_RETURNS.player : hand.winner === 'tie' ? PUSH : 0n;
    case 'banker':
      return hand.winner === 'banker' ? BACCARAT_RETURNS.banker : hand.winner === 'tie' ? PUSH : 0n;
    case 'tie':
      return hand.winner === 'tie' ? BACCARAT_RETURNS.tie : 0n;
    case 'playerPair':
      return hand.playerPair ? BACCARAT_RETURNS.playerPair : 0n;
    case 'bankerPair':
      return hand.bankerPair ? BACCARAT_RETURNS.bankerPair : 0n;
  }
}

export interface BaccaratBet {
  kind: BaccaratBetKind;
  /** Minor units, a positive multiple of BACCARAT_STAKE_UNIT. */
  stake: bigint;
}

export interface BaccaratBetResult extends BaccaratBet {
  /** What the bet pays back, stake included (minor units); 0 when it lost. */
  win: bigint;
}

export function settleBets(
  hand: BaccaratHand,
  bets: readonly BaccaratBet[],
): { bets: BaccaratBetResult[]; stake: bigint; win: bigint } {
  const results = bets.map((bet) => {
    if (bet.stake <= 0n || bet.stake % BACCARAT_STAKE_UNIT !== 0n)
      throw new RangeError(`a stake is a positive multiple of ${BACCARAT_STAKE_UNIT}`);
    return { ...bet, win: (bet.stake * returnPer100(hand, bet.kind)) / 100n };
  });
  return {
    bets: results,
    stake: results.reduce((sum, bet) => sum + bet.stake, 0n),
    win: results.reduce((sum, bet) => sum + bet.win, 0n),
  };
}

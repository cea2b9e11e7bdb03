import { describe, expect, it } from 'vitest';
import { settleBets } from './bets';
import { RANKS } from './cards';
import { dealHand } from './hand';

/** Card indices for ranks in the order dealt (P, B, P, B, then thirds); repeated ranks take the next suit. */
function shoeOf(...ranks: string[]): () => number {
  const seen = new Map<string, number>();
  const indices = ranks.map((rank) => {
    const copy = seen.get(rank) ?? 0;
    seen.set(rank, copy + 1);
    return RANKS.indexOf(rank as (typeof RANKS)[number]) + copy * RANKS.length;
  });
  let next = 0;
  return () => {
    const index = indices[next];
    if (index === undefined) throw new Error('the hand asked for more cards than the test dealt');
    next += 1;
    return index;
  };
}

const ranks = (cards: { rank: string }[]) => cards.map((card) => card.rank).join(' ');

describe('hand-worked hands', () => {
  it('a player natural 9 beats banker 7 with four cards', () => {
    const hand = dealHand(shoeOf('4', 'K', '5', '7'));
    expect([hand.playerTotal, hand.bankerTotal, hand.winner, hand.natural, hand.cardsUsed]).toEqual([
      9,
      7,
      'player',
      true,
      4,
    ]);
  });

  it('banker 3 stands on the player third card 8: 3 against 3 is a tie', () => {
    const hand = dealHand(shoeOf('2', '3', '3', 'K', '8'));
    expect(ranks(hand.player)).toBe('2 3 8');
    expect(ranks(hand.banker)).toBe('3 K');
    expect([hand.playerTotal, hand.bankerTotal, hand.winner]).toEqual([3, 3, 'tie']);
  });

  it('banker 3 draws on the player third card 7 and wins 8 to 2', () => {
    const hand = dealHand(shoeOf('2', '3', '3', 'K', '7', '5'));
    expect(ranks(hand.banker)).toBe('3 K 5');
    expect([hand.playerTotal, hand.bankerTotal, hand.winner, hand.cardsUsed]).toEqual([2, 8, 'banker', 6]);
  });

  it('a player standing on 6 leaves the banker to draw on 5: ace makes a tie', () => {
    const hand = dealHand(shoeOf('3', '2', '3', '3', 'A'));
    expect(ranks(hand.player)).toBe('3 3');
    expect(ranks(hand.banker)).toBe('2 3 A');
    expect(hand.winner).toBe('tie');
  });

  it('banker 6 draws on the player third card 6', () => {
    const hand = dealHand(shoeOf('A', '2', '4', '4', '6', '3'));
    expect([hand.playerTotal, hand.bankerTotal, hand.winner]).toEqual([1, 9, 'banker']);
  });

  it('a pair is two cards of one rank: banker K K is a pair, player 10 8 is not', () => {
    const pair = dealHand(shoeOf('10', 'K', '8', 'K'));
    expect([pair.playerPair, pair.bankerPair]).toEqual([false, true]);
  });

  it('pays player 1:1, banker 1:1 less 5%, tie 8:1, pairs 11:1, and pushes player and banker on a tie', () => {
    const bankerWin = dealHand(shoeOf('2', '3', '3', 'K', '7', '5'));
    const stakes = (kind: 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair') => ({
      kind,
      stake: 1000n,
    });
    expect(settleBets(bankerWin, [stakes('banker'), stakes('player')]).bets.map((bet) => bet.win)).toEqual([
      1950n,
      0n,
    ]);
    const tie = dealHand(shoeOf('2', '3', '3', 'K', '8'));
    const settled = settleBets(tie, [stakes('player'), stakes('banker'), stakes('tie')]);
    expect(settled.bets.map((bet) => bet.win)).toEqual([1000n, 1000n, 9000n]);
    expect([settled.stake, settled.win]).toEqual([3000n, 11000n]);
    const kings = dealHand(shoeOf('10', 'K', '8', 'K'));
    expect(settleBets(kings, [stakes('bankerPair'), stakes('playerPair')]).win).toBe(12000n);
  });

  it('refuses a stake that is not a whole number of 1.00', () => {
    const hand = dealHand(shoeOf('4', 'K', '5', '7'));
    expect(() => settleBets(hand, [{ kind: 'banker', stake: 150n }])).toThrow(RangeError);
  });
});

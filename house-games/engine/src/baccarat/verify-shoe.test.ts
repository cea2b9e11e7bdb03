import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fair/seeds';
import { SHOE_SIZE } from './cards';
import { CUT_CARD_POSITION, shoeOrder } from './shoe';
import { replayShoe, verifyShoe } from './verify-shoe';

const SEED = 'a3f1c2d4e5b6978812345678909abcdefa3f1c2d4e5b6978812345678909abcd';

describe('a revealed shoe', () => {
  it('is a permutation of the 416 cards, the same for the same seeds and another for another client seed', () => {
    const order = shoeOrder(SEED, 'player-1');
    expect(new Set(order).size).toBe(SHOE_SIZE);
    expect(Math.min(...order)).toBe(0);
    expect(Math.max(...order)).toBe(SHOE_SIZE - 1);
    expect(shoeOrder(SEED, 'player-1')).toEqual(order);
    expect(shoeOrder(SEED, 'player-2')).not.toEqual(order);
  });

  it('deals its hands in order until a hand brings out the cut card', () => {
    const { hands } = replayShoe(SEED, 'player-1');
    let position = 0;
    for (const dealt of hands) {
      expect(dealt.position).toBe(position);
      position += dealt.hand.cardsUsed;
    }
    const last = hands.at(-1)!;
    expect(last.position).toBeLessThanOrEqual(CUT_CARD_POSITION);
    expect(position).toBeGreaterThan(CUT_CARD_POSITION);
    expect(hands.length).toBeGreaterThan(70);
  });

  it('verifies stored hands and names a hand whose cards were changed', () => {
    const { hands } = replayShoe(SEED, 'player-1');
    const stored = hands.slice(0, 3).map(({ position, hand }) => ({
      position,
      player: hand.player.map((card) => card.index),
      banker: hand.banker.map((card) => card.index),
    }));
    const shoe = {
      serverSeed: SEED,
      serverSeedHash: hashServerSeed(SEED),
      clientSeed: 'player-1',
      hands: stored,
    };
    expect(verifyShoe(shoe).ok).toBe(true);
    const tampered = stored.map((hand, i) =>
      i === 1 ? { ...hand, banker: [...hand.banker].reverse() } : hand,
    );
    expect(verifyShoe({ ...shoe, hands: tampered }).mismatches).toEqual([
      `the hand at card ${stored[1]!.position + 1} was dealt other cards than the shoe holds`,
    ]);
    expect(verifyShoe({ ...shoe, serverSeedHash: hashServerSeed('other') }).ok).toBe(false);
  });
});

import { hashServerSeed, replayShoe } from '@platform/house-engine';
import { describe, expect, it } from 'vitest';
import { cardList, verifyHand } from './verify-hand';

const SEED = 'e'.repeat(64);

describe('the shoe verifier', () => {
  const { hands } = replayShoe(SEED, 'seed-1');
  const third = hands[2]!;
  const input = {
    serverSeed: SEED,
    expectedHash: hashServerSeed(SEED),
    clientSeed: 'seed-1',
    position: third.position,
    player: third.hand.player.map((card) => card.index),
    banker: third.hand.banker.map((card) => card.index),
  };

  it('recomputes the hand at a position and confirms the cards the game showed', () => {
    const result = verifyHand(input);
    expect(result).toMatchObject({ hashOk: true, cardsOk: true, handsInShoe: hands.length });
    expect(result.hand?.playerTotal).toBe(third.hand.playerTotal);
  });

  it('says no when a card, the seed or the position differs', () => {
    expect(verifyHand({ ...input, banker: [...input.banker].reverse() }).cardsOk).toBe(false);
    expect(verifyHand({ ...input, expectedHash: hashServerSeed('other') }).hashOk).toBe(false);
    expect(verifyHand({ ...input, position: third.position + 1 }).cardsOk).toBe(false);
  });

  it('reads the card lists of its address', () => {
    expect(cardList('12-40-3')).toEqual([12, 40, 3]);
    expect(cardList('1,2')).toEqual([]);
    expect(cardList(null)).toEqual([]);
  });
});

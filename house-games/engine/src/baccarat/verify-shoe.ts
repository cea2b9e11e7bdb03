import { hashServerSeed } from '../fair/seeds';
import type { HmacSha256 } from '../fair/stream';
import { type BaccaratHand, dealHandAt } from './hand';
import { shoeEndsAfter, shoeOrder } from './shoe';

export interface ShoeHand {
  /** Cards dealt before this hand. */
  position: number;
  hand: BaccaratHand;
}

export interface ReplayedShoe {
  /** Card indices (0..415, see cardOf) in the order the shoe deals them. */
  order: number[];
  /** Every hand of the shoe in order, up to the one that brought out the cut card. */
  hands: ShoeHand[];
}

/** A revealed shoe: its order and each hand's cards, recomputed from the seeds alone. */
export function replayShoe(serverSeed: string, clientSeed: string, hmac?: HmacSha256): ReplayedShoe {
  const order = shoeOrder(serverSeed, clientSeed, hmac);
  const hands: ShoeHand[] = [];
  let position = 0;
  for (;;) {
    const hand = dealHandAt(order, position);
    hands.push({ position, hand });
    position += hand.cardsUsed;
    if (shoeEndsAfter(position)) return { order, hands };
  }
}

/** A hand as the studio stored and showed it: its position in the shoe and card indices in the order dealt. */
export interface StoredHand {
  position: number;
  player: readonly number[];
  banker: readonly number[];
}

export interface ShoeVerification {
  ok: boolean;
  mismatches: string[];
  replayed: ReplayedShoe;
}

/**
 * Checks a revealed shoe against what the studio showed: the server seed hashes to the commitment shown before the
 * shoe's first hand, and every stored hand has exactly the cards the seeds deal at its position.
 */
export function verifyShoe(
  shoe: { serverSeed: string; serverSeedHash: string; clientSeed: string; hands: readonly StoredHand[] },
  hmac?: HmacSha256,
): ShoeVerification {
  const mismatches: string[] = [];
  if (hashServerSeed(shoe.serverSeed) !== shoe.serverSeedHash)
    mismatches.push('the server seed does not hash to the commitment shown before the shoe');
  const replayed = replayShoe(shoe.serverSeed, shoe.clientSeed, hmac);
  const byPosition = new Map(replayed.hands.map((dealt) => [dealt.position, dealt.hand]));
  for (const stored of shoe.hands) {
    const hand = byPosition.get(stored.position);
    if (!hand) {
      mismatches.push(`no hand of the shoe starts at card ${stored.position + 1}`);
      continue;
    }
    const cards = (list: readonly { index: number }[]) => list.map((card) => card.index).join(',');
    if (cards(hand.player) !== stored.player.join(',') || cards(hand.banker) !== stored.banker.join(','))
      mismatches.push(`the hand at card ${stored.position + 1} was dealt other cards than the shoe holds`);
  }
  return { ok: mismatches.length === 0, mismatches, replayed };
}

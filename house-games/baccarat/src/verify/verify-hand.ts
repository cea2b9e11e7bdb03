import { type BaccaratHand, hashServerSeed, replayShoe } from '@platform/house-engine';

export interface VerifyInput {
  serverSeed: string;
  expectedHash: string;
  clientSeed: string;
  /** The hand's position: cards dealt from the shoe before it. */
  position: number;
  /** The card indices the game showed, in the order dealt to each side (empty: nothing to compare). */
  player: number[];
  banker: number[];
}

export interface VerifyResult {
  hashOk: boolean;
  handsInShoe: number;
  /** The hand the seeds deal at the position; null when no hand starts there. */
  hand: BaccaratHand | null;
  /** Whether the shown cards are the shoe's (null when none were given). */
  cardsOk: boolean | null;
}

/** "12-40-3" -> [12, 40, 3]; anything else -> []. */
export function cardList(text: string | null): number[] {
  if (!text || !/^\d{1,3}(-\d{1,3})*$/.test(text)) return [];
  return text.split('-').map(Number);
}

/** Shuffles the shoe again from the seeds (in the browser) and finds the hand at the position. */
export function verifyHand(input: VerifyInput): VerifyResult {
  const replayed = replayShoe(input.serverSeed, input.clientSeed);
  const dealt = replayed.hands.find((candidate) => candidate.position === input.position);
  const indices = (cards: readonly { index: number }[]) => cards.map((card) => card.index).join(',');
  const given = input.player.length > 0 || input.banker.length > 0;
  return {
    hashOk: hashServerSeed(input.serverSeed) === input.expectedHash,
    handsInShoe: replayed.hands.length,
    hand: dealt?.hand ?? null,
    cardsOk:
      !given || !dealt
        ? given
          ? false
          : null
        : indices(dealt.hand.player) === input.player.join(',') &&
          indices(dealt.hand.banker) === input.banker.join(','),
  };
}

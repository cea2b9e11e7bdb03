import { distinctInts, type FairStream, type HmacSha256, labelledStream } from '../fair/stream';
import { SHOE_SIZE } from './cards';

/**
 * The cut card sits in front of this position (0-based): 14 cards stay behind it, more than a hand can use. The hand
 * that deals a card from behind it is the shoe's last (decision 112).
 */
export const CUT_CARD_POSITION = 402;

/** The stream that shuffles a shoe: key = server seed text, message = `${clientSeed}:shoe:${cursor}`. */
export function shoeStream(serverSeed: string, clientSeed: string, hmac?: HmacSha256): FairStream {
  return labelledStream(serverSeed, `${clientSeed}:shoe`, hmac);
}

/** The shoe's order: a full Fisher-Yates shuffle of the 416 card indices, every swap by rejection sampling. */
export function shuffleShoe(stream: FairStream): number[] {
  return distinctInts(stream, SHOE_SIZE, SHOE_SIZE);
}

export function shoeOrder(serverSeed: string, clientSeed: string, hmac?: HmacSha256): number[] {
  return shuffleShoe(shoeStream(serverSeed, clientSeed, hmac));
}

/** Whether a hand that ended at `position` (cards dealt so far) was the shoe's last. */
export function shoeEndsAfter(position: number): boolean {
  return position > CUT_CARD_POSITION;
}

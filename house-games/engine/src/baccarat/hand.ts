import { type Card, cardOf, handTotal } from './cards';
import { bankerDraws, isNatural, playerDraws } from './tableau';

export type HandWinner = 'player' | 'banker' | 'tie';

export interface BaccaratHand {
  /** In the order dealt: first, second and (when drawn) third card. */
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: HandWinner;
  natural: boolean;
  /** The first two cards of a side are of the same rank (a ten and a king are not a pair). */
  playerPair: boolean;
  bankerPair: boolean;
  /** How many cards the hand took from the shoe (4 to 6). */
  cardsUsed: number;
}

/**
 * Deals one hand from `next` (each call the next card index of the shoe): player, banker, player, banker, then the
 * player's third card and the banker's by the tableau.
 */
export function dealHand(next: () => number): BaccaratHand {
  const player = [cardOf(next())];
  const banker = [cardOf(next())];
  player.push(cardOf(next()));
  banker.push(cardOf(next()));
  const points = (cards: Card[]) => handTotal(cards.map((card) => card.value));
  const natural = isNatural(points(player)) || isNatural(points(banker));
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(points(player))) {
      const third = cardOf(next());
      player.push(third);
      playerThird = third.value;
    }
    if (bankerDraws(points(banker), playerThird)) banker.push(cardOf(next()));
  }
  const playerTotal = points(player);
  const bankerTotal = points(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    natural,
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
    cardsUsed: player.length + banker.length,
  };
}

/** The hand dealt from a shoe order starting at `position`. */
export function dealHandAt(order: readonly number[], position: number): BaccaratHand {
  let cursor = position;
  return dealHand(() => {
    const index = order[cursor];
    if (index === undefined) throw new RangeError('the shoe ran out of cards');
    cursor += 1;
    return index;
  });
}

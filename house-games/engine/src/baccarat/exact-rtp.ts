import { type Fraction, percentText } from '../slot/exact-rtp';
import { BACCARAT_BET_KINDS, BACCARAT_RETURNS, type BaccaratBetKind } from './bets';
import { RANKS, SHOE_DECKS, SHOE_SIZE, SUITS, valueOfRank } from './cards';
import { bankerDraws, isNatural, playerDraws } from './tableau';

/** A hand deals at most six cards: every card sequence is counted as if six were drawn. */
const MAX_CARDS = 6;

function fallingFactorial(from: number, count: number): bigint {
  let product = 1n;
  for (let i = 0; i < count; i += 1) product *= BigInt(from - i);
  return product;
}

/** How many cards of each point value (0..9) a full shoe holds: tens and pictures count 0. */
function valueCounts(): number[] {
  const counts = Array.from({ length: 10 }, () => 0);
  for (let rank = 0; rank < RANKS.length; rank += 1) counts[valueOfRank(rank)]! += SUITS.length * SHOE_DECKS;
  return counts;
}

export interface OutcomeCounts {
  player: bigint;
  banker: bigint;
  tie: bigint;
  /** Ordered six-card draws from a full shoe: 416 x 415 x ... x 411. */
  total: bigint;
}

/**
 * Every ordered sequence of card values a hand can take from a full 8-deck shoe, played by the tableau and counted
 * exactly: a sequence of k cards with counts c1..ck stands for c1 x ... x ck x (the ways to draw the 6 - k unused
 * cards), so all leaves share the denominator 416 x ... x 411.
 */
let counted: OutcomeCounts | undefined;

export function handOutcomeCounts(): OutcomeCounts {
  counted ??= countOutcomes();
  return counted;
}

function countOutcomes(): OutcomeCounts {
  const counts = valueCounts();
  const tally = { player: 0n, banker: 0n, tie: 0n };
  const draw = (drawn: number, weight: bigint, use: (value: number, weight: bigint) => void) => {
    for (let value = 0; value < 10; value += 1) {
      const left = counts[value]!;
      if (left === 0) continue;
      counts[value] = left - 1;
      use(value, weight * BigInt(left));
      counts[value] = left;
    }
    return drawn + 1;
  };
  const finish = (player: number, banker: number, drawn: number, weight: bigint) => {
    const full = weight * fallingFactorial(SHOE_SIZE - drawn, MAX_CARDS - drawn);
    if (player > banker) tally.player += full;
    else if (banker > player) tally.banker += full;
    else tally.tie += full;
  };
  const bankerTurn = (
    player: number,
    banker: number,
    playerThird: number | null,
    drawn: number,
    w: bigint,
  ) => {
    if (!bankerDraws(banker, playerThird)) return finish(player, banker, drawn, w);
    draw(drawn, w, (third, weight) => finish(player, (banker + third) % 10, drawn + 1, weight));
  };
  draw(0, 1n, (p1, w1) =>
    draw(1, w1, (b1, w2) =>
      draw(2, w2, (p2, w3) =>
        draw(3, w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (isNatural(player) || isNatural(banker)) return finish(player, banker, 4, w4);
          if (!playerDraws(player)) return bankerTurn(player, banker, null, 4, w4);
          draw(4, w4, (third, w5) => bankerTurn((player + third) % 10, banker, third, 5, w5));
        }),
      ),
    ),
  );
  return { ...tally, total: fallingFactorial(SHOE_SIZE, MAX_CARDS) };
}

/** The chance that a side's first two cards share a rank: any two cards of a full shoe, counted. */
export function pairChance(): Fraction {
  const perRank = BigInt(SUITS.length * SHOE_DECKS);
  return {
    numerator: BigInt(RANKS.length) * perRank * (perRank - 1n),
    denominator: fallingFactorial(SHOE_SIZE, 2),
  };
}

export interface BaccaratExactRtp {
  kind: BaccaratBetKind;
  rtp: Fraction;
  /** Percent, two decimals, rounded half up: the published figure. */
  percent: string;
}

/** Each bet's exact RTP on the first hand of a full shoe (returns per 100 staked, over the exact chances). */
export function baccaratExactRtp(outcomes: OutcomeCounts = handOutcomeCounts()): BaccaratExactRtp[] {
  const pair = pairChance();
  const returned = (kind: BaccaratBetKind): Fraction => {
    const pays = BACCARAT_RETURNS[kind];
    switch (kind) {
      case 'player':
        return {
          numerator: outcomes.player * pays + outcomes.tie * 100n,
          denominator: outcomes.total * 100n,
        };
      case 'banker':
        return {
          numerator: outcomes.banker * pays + outcomes.tie * 100n,
          denominator: outcomes.total * 100n,
        };
      case 'tie':
        return { numerator: outcomes.tie * pays, denominator: outcomes.total * 100n };
      default:
        return { numerator: pair.numerator * pays, denominator: pair.denominator * 100n };
    }
  };
  return BACCARAT_BET_KINDS.map((kind) => {
    const rtp = returned(kind);
    return { kind, rtp, percent: percentText(rtp) };
  });
}

import * as v from 'valibot';
import { amountSchema, idempotencyKeySchema, moneySchema } from '../money/money';
import { defineCall } from './define-call';

/**
 * The studio's baccarat (punto banco; decision 112). Each player deals from their own 8-deck shoe, fixed by a seed
 * pair whose hash is shown before the shoe's first hand; the pair's cursor is the position in the shoe. A hand is
 * dealt and settled at the bet; when a hand brings out the cut card the shoe's seed is revealed and a new shoe
 * committed. Authenticated by the game session like studioSpin.
 */

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export const baccaratBetKindSchema = v.picklist(
  BACCARAT_BETS,
  `kind must be one of ${BACCARAT_BETS.join(', ')}`,
);

const sha256HexSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/** A card as dealt: its index in the unshuffled shoe (0-415: rank, then suit, then deck), rank, suit and points. */
export const baccaratCardSchema = v.object({
  index: v.number(),
  rank: v.string(),
  suit: v.picklist(['S', 'H', 'D', 'C']),
  value: v.number(),
});

export const baccaratBetResultSchema = v.object({
  kind: baccaratBetKindSchema,
  stake: moneySchema,
  /** What the bet paid back, stake included ("0.00" when it lost). */
  win: moneySchema,
});

/** A shoe as the player sees it: the commitment, the client seed fixed for the whole shoe, and where the deal is. */
export const baccaratShoeSchema = v.object({
  serverSeedHash: sha256HexSchema,
  /** Fixed when the shoe's first hand is dealt; a client seed chosen later applies from the next shoe. */
  clientSeed: v.string(),
  cardsDealt: v.number(),
  /** Cards in front of the cut card. */
  cardsToCut: v.number(),
  shoeSize: v.number(),
  handsDealt: v.number(),
});

/** A shoe whose cut card came out: its seed, so anyone can recompute its order and every hand. */
export const baccaratRevealedShoeSchema = v.object({
  serverSeed: v.string(),
  serverSeedHash: sha256HexSchema,
  clientSeed: v.string(),
});

export const baccaratHandSchema = v.object({
  roundId: v.string(),
  time: v.string(),
  /** Cards dealt from the shoe before this hand. */
  position: v.number(),
  player: v.array(baccaratCardSchema),
  banker: v.array(baccaratCardSchema),
  playerTotal: v.number(),
  bankerTotal: v.number(),
  winner: v.picklist(['player', 'banker', 'tie']),
  playerPair: v.boolean(),
  bankerPair: v.boolean(),
  bets: v.array(baccaratBetResultSchema),
  stake: moneySchema,
  totalWin: moneySchema,
  balanceBefore: moneySchema,
  balanceAfter: moneySchema,
  serverSeedHash: sha256HexSchema,
  /** Null until the hand's shoe has ended. */
  serverSeed: v.nullable(v.string()),
  clientSeed: v.string(),
});

export const baccaratDealCall = defineCall({
  name: 'baccaratDeal',
  method: 'POST',
  path: '/studio/v1/baccarat/deal',
  auth: 'game',
  request: v.strictObject({
    /** One to five bets, each kind at most once; each stake a whole number of 1.00 up to the table maximum. */
    bets: v.pipe(
      v.array(v.strictObject({ kind: baccaratBetKindSchema, stake: amountSchema })),
      v.minLength(1, 'place at least one bet'),
      v.maxLength(BACCARAT_BETS.length, 'at most one bet of each kind'),
      v.check(
        (bets) => new Set(bets.map((bet) => bet.kind)).size === bets.length,
        'at most one bet of each kind',
      ),
    ),
    /** Idempotency: a retried deal with the same requestId answers the same hand. */
    requestId: idempotencyKeySchema,
  }),
  response: v.object({
    hand: baccaratHandSchema,
    balance: moneySchema,
    /** The shoe the next hand deals from (a new one when this hand brought out the cut card). */
    shoe: baccaratShoeSchema,
    /** Present when this hand ended its shoe. */
    revealedShoe: v.optional(baccaratRevealedShoeSchema),
  }),
});

export const baccaratShoeCall = defineCall({
  name: 'baccaratShoe',
  method: 'GET',
  path: '/studio/v1/baccarat/shoe',
  auth: 'game',
  request: v.strictObject({}),
  response: baccaratShoeSchema,
});

export const baccaratHandsCall = defineCall({
  name: 'baccaratHands',
  method: 'GET',
  path: '/studio/v1/baccarat/hands',
  auth: 'game',
  request: v.strictObject({}),
  response: v.object({ hands: v.array(baccaratHandSchema) }),
});

export const baccaratRulesCall = defineCall({
  name: 'baccaratRules',
  method: 'GET',
  path: '/studio/v1/baccarat/rules',
  request: v.strictObject({}),
  response: v.object({
    decks: v.number(),
    shoeSize: v.number(),
    cutCardPosition: v.number(),
    stakeUnit: moneySchema,
    maxStake: moneySchema,
    bets: v.array(
      v.object({
        kind: baccaratBetKindSchema,
        /** e.g. "1:1", "0.95:1", "8:1". */
        pays: v.string(),
        /** Published RTP, percent with two decimals. */
        rtp: v.string(),
      }),
    ),
    engineVersion: v.string(),
  }),
});

import {
  BACCARAT_BET_KINDS,
  BACCARAT_PUBLISHED_RTP,
  CUT_CARD_POSITION,
  SHOE_DECKS,
  SHOE_SIZE,
  shoeOrder,
} from '@platform/house-engine';
import {
  type baccaratRulesCall,
  type baccaratShoeCall,
  type CallResponse,
  formatMoney,
} from '@platform/shared-contracts/server';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../../db/database';
import type { Deps } from '../../../deps';
import type { GameSession } from '../game-session';
import { livePair } from '../seed-service';
import { nodeHmacSha256 } from '../studio-hmac';
import type { SeedPairRow } from '../studio-store';
import { findShoe, type ShoeRow, startShoe } from './baccarat-store';
import { BACCARAT_ENGINE_VERSION, BACCARAT_MAX_STAKE, STAKE_UNIT } from './baccarat-table';
import { requireBaccarat } from './require-baccarat';

export type ShoeState = CallResponse<typeof baccaratShoeCall>;

/** Shoe orders in use, so a hand does not shuffle its 416 cards again (a shoe deals some 75 hands). */
const orders = new LRUCache<string, number[]>({ max: 2_000 });

/** The order of a pair's shoe: the same for the same seeds, whoever computes it. */
export function orderOf(serverSeed: string, clientSeed: string): number[] {
  const key = `${serverSeed}:${clientSeed}`;
  let order = orders.get(key);
  if (!order) {
    order = shoeOrder(serverSeed, clientSeed, nodeHmacSha256);
    orders.set(key, order);
  }
  return order;
}

/** The pair's shoe, started now with the pair's client seed if no hand was dealt from it yet. */
export async function shoeOfPair(db: Queryable, pair: SeedPairRow, now: Date): Promise<ShoeRow> {
  return (await findShoe(db, pair.id)) ?? startShoe(db, pair.id, pair.client_seed, now);
}

export function shoeState(pair: SeedPairRow, shoe: ShoeRow | undefined): ShoeState {
  return {
    serverSeedHash: pair.server_seed_hash,
    clientSeed: shoe?.client_seed ?? pair.client_seed,
    cardsDealt: pair.nonce,
    cardsToCut: Math.max(0, CUT_CARD_POSITION - pair.nonce),
    shoeSize: SHOE_SIZE,
    handsDealt: shoe?.hands ?? 0,
  };
}

/** The shoe the session's next hand deals from. */
export async function currentShoe(deps: Deps, session: GameSession): Promise<ShoeState> {
  requireBaccarat(session);
  const pair = await livePair(deps, session);
  return shoeState(pair, await findShoe(deps.db, pair.id));
}

const PAYS: Record<(typeof BACCARAT_BET_KINDS)[number], string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};

/** The table's published rules: what each bet pays and its RTP (computed exactly in the engine's tests). */
export function baccaratRules(): CallResponse<typeof baccaratRulesCall> {
  return {
    decks: SHOE_DECKS,
    shoeSize: SHOE_SIZE,
    cutCardPosition: CUT_CARD_POSITION,
    stakeUnit: formatMoney(STAKE_UNIT),
    maxStake: formatMoney(BACCARAT_MAX_STAKE),
    bets: BACCARAT_BET_KINDS.map((kind) => ({ kind, pays: PAYS[kind], rtp: BACCARAT_PUBLISHED_RTP[kind] })),
    engineVersion: BACCARAT_ENGINE_VERSION,
  };
}

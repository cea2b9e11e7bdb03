import type { BaccaratBetResult, BaccaratHand, Card } from '@platform/house-engine';
import { type baccaratDealCall, type CallResponse, formatMoney } from '@platform/shared-contracts/server';
import { minorOf } from '../round-view';
import type { RoundRow } from '../studio-store';

export type HandView = CallResponse<typeof baccaratDealCall>['hand'];

/** A hand as stored in the round's steps: cards, totals and each bet's result (money as decimal strings). */
export interface StoredHandSteps {
  position: number;
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratHand['winner'];
  playerPair: boolean;
  bankerPair: boolean;
  bets: { kind: BaccaratBetResult['kind']; stake: string; win: string }[];
}

export function handSteps(position: number, hand: BaccaratHand, bets: BaccaratBetResult[]): StoredHandSteps {
  return {
    position,
    player: hand.player,
    banker: hand.banker,
    playerTotal: hand.playerTotal,
    bankerTotal: hand.bankerTotal,
    winner: hand.winner,
    playerPair: hand.playerPair,
    bankerPair: hand.bankerPair,
    bets: bets.map((bet) => ({ kind: bet.kind, stake: formatMoney(bet.stake), win: formatMoney(bet.win) })),
  };
}

export function stepsOf(row: Pick<RoundRow, 'steps'>): StoredHandSteps {
  return (typeof row.steps === 'string' ? JSON.parse(row.steps) : row.steps) as StoredHandSteps;
}

export function handView(row: RoundRow): HandView {
  const steps = stepsOf(row);
  return {
    roundId: row.round_id,
    time: new Date(row.created_at).toISOString(),
    ...steps,
    stake: formatMoney(minorOf(row.stake)),
    totalWin: formatMoney(minorOf(row.total_win ?? 0)),
    balanceBefore: formatMoney(minorOf(row.balance_before ?? 0)),
    balanceAfter: formatMoney(minorOf(row.balance_after ?? 0)),
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
  };
}

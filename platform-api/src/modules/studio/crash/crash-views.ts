import { formatMultiplier } from '@platform/house-engine';
import {
  type CrashHistoryRound,
  type CrashMyBet,
  type CrashPublicBet,
  type CrashRound,
  formatMoney,
} from '@platform/shared-contracts/server';
import type { BetRow, RoundRow } from './crash-store';

// Rows as the contract shows them: a round's seed and crash point only once it has crashed.

const ms = (date: Date | null) => (date ? date.getTime() : null);
const money = (text: string | null) => (text === null ? null : formatMoney(BigInt(text)));
const multiplier = (cents: number | null) => (cents === null ? null : formatMultiplier(cents));

export function roundView(row: RoundRow): CrashRound {
  const crashed = row.phase === 'crashed';
  return {
    roundId: row.id,
    roundNumber: row.round_number,
    phase: row.phase,
    hash: row.hash,
    bettingEndsAt: row.betting_ends_at.getTime(),
    startedAt: ms(row.started_at),
    crashedAt: ms(row.crashed_at),
    crashPoint: crashed ? formatMultiplier(row.crash_point) : null,
    seed: crashed ? row.seed : null,
  };
}

export function historyView(row: RoundRow): CrashHistoryRound {
  return {
    roundId: row.id,
    roundNumber: row.round_number,
    hash: row.hash,
    seed: row.seed,
    crashPoint: formatMultiplier(row.crash_point),
    startedAt: ms(row.started_at),
    crashedAt: row.crashed_at?.getTime() ?? 0,
    interrupted: row.interrupted,
  };
}

export function publicBetView(row: BetRow): CrashPublicBet {
  const cashedOut = row.status === 'cashed_out';
  return {
    betId: row.id,
    player: row.player,
    stake: formatMoney(BigInt(row.stake)),
    cashedOutAt: cashedOut ? multiplier(row.cashed_out_at) : null,
    win: cashedOut ? money(row.win) : null,
  };
}

export function myBetView(row: BetRow): CrashMyBet {
  return {
    betId: row.id,
    roundId: row.round_id,
    stake: formatMoney(BigInt(row.stake)),
    autoCashOut: multiplier(row.auto_cash_out),
    // A bet whose stake is still on its way to the wallet is shown open: it is in the round.
    status: row.status === 'placing' ? 'open' : row.status,
    cashedOutAt: multiplier(row.cashed_out_at),
    win: money(row.win),
    placedAt: row.placed_at.getTime(),
  };
}

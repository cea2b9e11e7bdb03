import {
  crashElapsedMs,
  crashMultiplierAt,
  crashPointFromSeed,
  formatMultiplier,
} from '@platform/house-engine';
import { type CrashServerMessage, formatMoney } from '@platform/shared-contracts/server';
import { repeatTask } from '../../../background/repeat-task';
import { perDatabase } from '../../../db/batch-queue';
import type { Database, Queryable } from '../../../db/database';
import type { Deps } from '../../../deps';
import { seamlessWallet } from '../../seamless-wallet/seamless-wallet';
import { HOUSE_VENDOR } from '../studio-games';
import { nodeHmacSha256 } from '../studio-hmac';
import { ensureChain, hashSeed, seedOfRound } from './crash-chain';
import {
  BETTING_WINDOW_MS,
  CHAIN_LENGTH,
  CRASH_GAME_CODE,
  HEARTBEAT_EVERY_MS,
  LIVE_TICK_EVERY_MS,
  OUTAGE_MS,
  PAUSE_MS,
  RUNNER_TICK_MS,
} from './crash-game';
import { broadcast, toSession } from './crash-live-notice';
import { betTransactionOf, settleBet, walletRoundOf } from './crash-money';
import {
  autoCashOuts,
  type BetRow,
  deleteBet,
  insertRound,
  loseOpenBets,
  newestRound,
  type RoundRow,
  refundOpenBets,
  strandedPlacings,
  tryRunnerLock,
  unsettledBets,
  updateRound,
} from './crash-store';
import { myBetView, roundView } from './crash-views';

// The round runner (decision 106): every server copy ticks; a tick steps the round only inside the game's advisory
// lock, and every step is a change of the round row, so whichever copy ticks, each step happens once. The live
// messages are NOTIFYs in the step's transaction, relayed by every copy to its own sockets.

export interface RunnerOptions {
  gameCode?: string;
  chainLength?: number;
  /** How long a round takes bets (tests arranging many players lengthen it). */
  bettingWindowMs?: number;
}

export type StepReport =
  | 'busy'
  | 'opened'
  | 'started'
  | 'running'
  | 'cashed'
  | 'crashed'
  | 'interrupted'
  | 'waiting';

const cashOutsOf = (bets: BetRow[]) =>
  bets
    .filter((b) => !b.demo)
    .map((b) => ({
      betId: b.id,
      player: b.player,
      cashedOutAt: formatMultiplier(b.cashed_out_at ?? 100),
      win: formatMoney(BigInt(b.win ?? '0')),
    }));

/** Cash-outs go out in messages of at most this many (a NOTIFY carries at most 8000 bytes). */
const CASH_OUTS_PER_MESSAGE = 40;

async function sendCashOuts(tx: Queryable, roundId: string, bets: BetRow[], now: Date) {
  const entries = cashOutsOf(bets);
  for (let i = 0; i < entries.length; i += CASH_OUTS_PER_MESSAGE) {
    await broadcast(tx, {
      type: 'cashouts',
      serverTime: now.getTime(),
      roundId,
      cashOuts: entries.slice(i, i + CASH_OUTS_PER_MESSAGE),
    });
  }
}

interface Settings {
  gameCode: string;
  chainLength: number;
  bettingWindowMs: number;
}

async function openRound(tx: Queryable, settings: Settings, previous: RoundRow | undefined, now: Date) {
  const { gameCode } = settings;
  const chain = await ensureChain(tx, gameCode, now, settings.chainLength);
  const roundNumber = (previous?.round_number ?? 0) + 1;
  const seed = await seedOfRound(tx, chain, roundNumber);
  const crashPoint = crashPointFromSeed(seed, chain.salt, nodeHmacSha256);
  const round = await insertRound(tx, {
    game_code: gameCode,
    chain_id: chain.id,
    round_number: roundNumber,
    hash: hashSeed(seed),
    seed,
    crash_point: crashPoint,
    crash_after_ms: crashElapsedMs(crashPoint),
    betting_ends_at: new Date(now.getTime() + settings.bettingWindowMs),
    heartbeat_at: now,
  });
  await broadcast(tx, { type: 'opened', serverTime: now.getTime(), round: roundView(round) });
}

/**
 * The restart rule (decision 107), for a round whose runner fell silent for longer than OUTAGE_MS: cash-outs made
 * before stand; an open bet whose automatic target is at or below the crash point is paid at its target (the seed
 * fixed that outcome); one with a target above it loses; one without a target is refunded (its choice never came).
 * A round still taking bets refunds every bet. The round ends, marked interrupted, its seed revealed.
 */
async function interrupt(tx: Queryable, round: RoundRow, now: Date) {
  if (round.phase === 'running') {
    await sendCashOuts(tx, round.id, await autoCashOuts(tx, round.id, round.crash_point), now);
    await refundOpenBets(tx, round.id, true);
    await loseOpenBets(tx, round.id);
  } else {
    await refundOpenBets(tx, round.id, false);
  }
  const ended = await updateRound(tx, round.id, {
    phase: 'crashed',
    crashed_at: now,
    interrupted: true,
    heartbeat_at: now,
  });
  await broadcast(tx, { type: 'crashed', serverTime: now.getTime(), round: roundView(ended) });
}

/** A step's report, and when the round next needs a step if it only waits until then (its window or pause ends). */
interface Stepped {
  report: StepReport;
  dueAt?: number;
}

async function stepRound(tx: Queryable, deps: Deps, settings: Settings): Promise<Stepped> {
  const { gameCode } = settings;
  if (!(await tryRunnerLock(tx, gameCode))) return { report: 'busy' };
  const now = deps.now();
  const round = await newestRound(tx, gameCode, true);
  if (
    !round ||
    (round.phase === 'crashed' && now.getTime() >= (round.crashed_at?.getTime() ?? 0) + PAUSE_MS)
  ) {
    await openRound(tx, settings, round, now);
    return { report: 'opened' };
  }
  if (round.phase === 'crashed')
    return { report: 'waiting', dueAt: (round.crashed_at?.getTime() ?? 0) + PAUSE_MS };
  if (now.getTime() - round.heartbeat_at.getTime() > OUTAGE_MS) {
    await interrupt(tx, round, now);
    return { report: 'interrupted' };
  }
  if (round.phase === 'betting') {
    if (now.getTime() < round.betting_ends_at.getTime()) {
      let heartbeat = round.heartbeat_at.getTime();
      if (now.getTime() - heartbeat >= HEARTBEAT_EVERY_MS) {
        await updateRound(tx, round.id, { heartbeat_at: now });
        heartbeat = now.getTime();
      }
      return {
        report: 'waiting',
        dueAt: Math.min(round.betting_ends_at.getTime(), heartbeat + HEARTBEAT_EVERY_MS),
      };
    }
    await updateRound(tx, round.id, { phase: 'running', started_at: now, heartbeat_at: now });
    await broadcast(tx, {
      type: 'started',
      serverTime: now.getTime(),
      roundId: round.id,
      startedAt: now.getTime(),
    });
    return { report: 'started' };
  }
  const startedAt = round.started_at?.getTime() ?? now.getTime();
  const elapsed = now.getTime() - startedAt;
  const reached = Math.min(crashMultiplierAt(elapsed), round.crash_point);
  const autos = await autoCashOuts(tx, round.id, reached);
  await sendCashOuts(tx, round.id, autos, now);
  if (elapsed >= round.crash_after_ms) {
    await loseOpenBets(tx, round.id);
    const ended = await updateRound(tx, round.id, { phase: 'crashed', crashed_at: now, heartbeat_at: now });
    await broadcast(tx, { type: 'crashed', serverTime: now.getTime(), round: roundView(ended) });
    return { report: 'crashed' };
  }
  // The heartbeat is written with each live tick (once a second), and tells when the next one is due.
  const lastElapsed = round.heartbeat_at.getTime() - startedAt;
  if (Math.floor(elapsed / LIVE_TICK_EVERY_MS) > Math.floor(lastElapsed / LIVE_TICK_EVERY_MS)) {
    await broadcast(tx, {
      type: 'tick',
      serverTime: now.getTime(),
      roundId: round.id,
      elapsedMs: elapsed,
      multiplier: formatMultiplier(crashMultiplierAt(elapsed)),
    });
    await updateRound(tx, round.id, { heartbeat_at: now });
  }
  return { report: autos.length > 0 ? 'cashed' : 'running' };
}

/** Bets the wallet took no stake for after a minute in `placing` (the server stopped mid-bet): undone. */
const STRANDED_AFTER_MS = 60_000;
const SETTLE_BATCH = 500;
const SETTLE_PARALLEL = 16;

/** Sends every decided bet's outcome to the wallet and tells its player; answers how many were settled. */
export async function settleDecidedBets(deps: Deps, gameCode = CRASH_GAME_CODE): Promise<number> {
  let settled = 0;
  const bets = await unsettledBets(deps.db, SETTLE_BATCH);
  for (let i = 0; i < bets.length; i += SETTLE_PARALLEL) {
    const done = await Promise.all(
      bets.slice(i, i + SETTLE_PARALLEL).map((bet) => settleBet(deps, bet, gameCode)),
    );
    for (const result of done) {
      if (!result) continue;
      settled += 1;
      // A manual cash-out's answer told its player already.
      if (result.bet.manual) continue;
      const message: CrashServerMessage = {
        type: 'my-bet',
        serverTime: deps.now().getTime(),
        bet: myBetView(result.bet),
        balance: formatMoney(result.balance),
      };
      await toSession(deps.db, result.bet.game_session_id, message);
    }
  }
  const stranded = await strandedPlacings(
    deps.db,
    new Date(deps.now().getTime() - STRANDED_AFTER_MS),
    SETTLE_BATCH,
  );
  for (const bet of stranded) await undoStranded(deps, bet, gameCode);
  return settled;
}

async function undoStranded(deps: Deps, bet: BetRow, gameCode: string) {
  if (bet.vendor_session_id) {
    const answer = await seamlessWallet(deps).rollback(HOUSE_VENDOR, {
      sessionId: bet.vendor_session_id,
      transactionId: `CRASH-${bet.id}-refund`,
      roundId: walletRoundOf(bet),
      gameCode,
      betTransactionId: betTransactionOf(bet),
    });
    if (!answer.ok && answer.code !== 'UNKNOWN_BET' && answer.code !== 'BET_ROLLED_BACK') return;
  }
  await deleteBet(deps.db, bet.id);
}

/**
 * When each game's round next needs a step, as this copy's last step found it: a round taking bets or pausing only
 * waits for its window or pause to end and for its heartbeat (once a second), so the ticks in between open no
 * transaction. A running round steps on every tick (automatic cash-outs). Another copy changing the round meanwhile
 * is met at the next due step, at most a second later, well inside the outage rule.
 */
const dueSteps = perDatabase((_db: Database) => new Map<string, number>());

/** One tick: the round stepped (if this copy holds the lock and a step is due) and decided bets settled. */
export async function crashTick(deps: Deps, options: RunnerOptions = {}): Promise<StepReport> {
  const gameCode = options.gameCode ?? CRASH_GAME_CODE;
  const due = dueSteps(deps.db);
  let report: StepReport = 'waiting';
  if (deps.now().getTime() >= (due.get(gameCode) ?? 0)) {
    const stepped = await deps.db.transaction((tx) =>
      stepRound(tx, deps, {
        gameCode,
        chainLength: options.chainLength ?? CHAIN_LENGTH,
        bettingWindowMs: options.bettingWindowMs ?? BETTING_WINDOW_MS,
      }),
    );
    report = stepped.report;
    due.set(gameCode, stepped.dueAt ?? 0);
  }
  // Outcomes reach the wallet after a step that decides bets, and once a second for any left behind.
  const sweepDue = deps.now().getTime() >= nextSweep;
  if (report === 'cashed' || report === 'crashed' || report === 'interrupted' || sweepDue) {
    if (sweepDue) nextSweep = deps.now().getTime() + SWEEP_EVERY_MS;
    await settleDecidedBets(deps, gameCode);
  }
  return report;
}

const SWEEP_EVERY_MS = 1_000;
let nextSweep = 0;

/** Ticks on a timer (a tick in flight makes the next skip); the answer stops it and waits for the tick in flight. */
export function startCrashRunner(
  deps: Deps,
  onError: (error: unknown) => void,
  options: RunnerOptions & { tickMs?: number } = {},
): () => Promise<void> {
  return repeatTask(() => crashTick(deps, options), options.tickMs ?? RUNNER_TICK_MS, onError);
}

import { randomBytes } from 'node:crypto';
import { repeatTask } from '../../background/repeat-task';
import type { Deps } from '../../deps';
import type { LotteryEngine } from './lottery-engine-port';
import { notifyLottery } from './lottery-notice';
import { closesAt, drawsAfter } from './lottery-schedule';
import { settleOutstanding } from './lottery-settlement';
import {
  claimDueIssues,
  countUpcomingByGame,
  findRegionGames,
  type Issue,
  insertIssues,
  markCancelled,
  markDrawn,
  type RegionGame,
} from './lottery-store';

// The draw runner (decision 069): every server copy ticks; the database decides which copy draws which issue
// (FOR UPDATE SKIP LOCKED), so any number of copies draw each issue once.

/** Issues of each game kept created ahead of the clock. */
export const ISSUES_AHEAD = 3;
/** A draw found this long after its time was missed (the server was down): the game's rule says what happens. */
export const LATE_AFTER_MS = 60_000;
/** How often each copy ticks. */
export const TICK_MS = 1_000;
/** Due issues one draw transaction takes. */
const DRAW_BATCH = 20;

export interface TickReport {
  created: number;
  drawn: string[];
  cancelled: string[];
  settled: number;
}

/** A fresh 32-byte server seed, hex. */
export const newServerSeed = () => randomBytes(32).toString('hex');

/** Makes sure each enabled game has its next issues, each with its own seed whose SHA-256 is published. */
export async function createIssuesAhead(
  deps: Deps,
  engine: LotteryEngine,
  games?: RegionGame[],
): Promise<number> {
  const now = deps.now();
  let created = 0;
  const upcoming = await countUpcomingByGame(deps.db, now);
  for (const game of games ?? (await findRegionGames(deps.db))) {
    if ((upcoming.get(`${game.merchantCode}/${game.gameCode}`) ?? 0) >= ISSUES_AHEAD) continue;
    created += (await scheduleIssues(deps, engine, game, now, ISSUES_AHEAD)).created;
  }
  return created;
}

/**
 * Makes sure the game's first `count` draws after `after` exist as issues, each with its own seed (issues another
 * copy or an earlier call made are kept as they are). Answers the issue numbers in draw order: fewer than `count`
 * when the schedule has no more within its horizon, none for a game the engine does not know.
 */
export async function scheduleIssues(
  deps: Deps,
  engine: LotteryEngine,
  game: RegionGame,
  after: Date,
  count: number,
): Promise<{ created: number; issueNumbers: string[] }> {
  const info = engine.games().find((g) => g.code === game.gameCode);
  if (!info) return { created: 0, issueNumbers: [] };
  const closeSeconds = game.closeSeconds ?? info.closeBeforeSeconds;
  const draws = drawsAfter(info.cadence, game.timeZone, after, count).map((draw) => {
    const serverSeed = newServerSeed();
    return {
      ...draw,
      closesAt: closesAt(draw, closeSeconds),
      serverSeed,
      seedHash: engine.commit(serverSeed),
    };
  });
  const created = await insertIssues(deps.db, game.merchantCode, game.gameCode, draws);
  return { created, issueNumbers: draws.map((d) => d.issueNumber) };
}

/**
 * Draws the issues whose time has come, one transaction per claim. An issue overdue by more than LATE_AFTER_MS
 * (the copies were down) is drawn late or cancelled by its game's rule, and the issue says which.
 */
export async function drawDueIssues(
  deps: Deps,
  engine: LotteryEngine,
): Promise<{ drawn: string[]; cancelled: string[] }> {
  const drawn: string[] = [];
  const cancelled: string[] = [];
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const due = await claimDueIssues(tx, now, DRAW_BATCH);
      const rules = new Map(
        (await findRegionGames(tx)).map((g) => [`${g.merchantCode}/${g.gameCode}`, g.missedDraw]),
      );
      const ownRules = new Map(engine.games().map((g) => [g.code, g.missedDraw]));
      for (const issue of due) {
        const late = now.getTime() - issue.drawAt.getTime() > LATE_AFTER_MS;
        const rule =
          rules.get(`${issue.merchantCode}/${issue.gameCode}`) ?? ownRules.get(issue.gameCode) ?? 'CANCEL';
        if (late && rule === 'CANCEL') {
          await markCancelled(tx, issue.id, now, 'CANCELLED_MISSED');
          await notifyLottery(tx, 'cancelled', issue.id);
          cancelled.push(issue.id);
        } else {
          await markDrawn(tx, issue.id, drawOf(engine, issue), now, late ? 'DRAWN_LATE' : null);
          await notifyLottery(tx, 'drawn', issue.id);
          drawn.push(issue.id);
        }
      }
      return due.length;
    });
    if (claimed < DRAW_BATCH) return { drawn, cancelled };
  }
}

function drawOf(engine: LotteryEngine, issue: Issue): unknown {
  return engine.draw(issue.gameCode, issue.serverSeed, issue.issueNumber);
}

/** One tick: issues created ahead, due draws made, drawn and cancelled issues settled. */
export async function runnerTick(deps: Deps, engine: LotteryEngine): Promise<TickReport> {
  const created = await createIssuesAhead(deps, engine);
  const { drawn, cancelled } = await drawDueIssues(deps, engine);
  const settled = await settleOutstanding(deps, engine);
  return { created, drawn, cancelled, settled };
}

/**
 * Ticks on a timer (a tick still running makes the next one skip); the answer stops it and waits for the tick in
 * flight, so the database can close after it.
 */
export function startLotteryRunner(
  deps: Deps,
  engine: LotteryEngine,
  onError: (error: unknown) => void,
  tickMs = TICK_MS,
): () => Promise<void> {
  return repeatTask(() => runnerTick(deps, engine), tickMs, onError);
}

import {
  CRASH_GROWTH_FORMULA,
  CRASH_GROWTH_PER_MS,
  CRASH_HOUSE_EDGE,
  CRASH_MAX_CENTS,
  CRASH_MIN_AUTO_CENTS,
  CRASH_PUBLISHED_RTP,
  formatMultiplier,
} from '@platform/house-engine';
import { type CrashRules, formatMoney } from '@platform/shared-contracts/server';

/** The studio's crash game (decision 106). */
export const CRASH_GAME_CODE = 'HOUSE_CRASH';
/** Bets are taken this long after a round opens. */
export const BETTING_WINDOW_MS = 7_000;
/** A crashed round stays on screen this long before the next one opens. */
export const PAUSE_MS = 3_000;
/** Stakes in minor units: 1.00 to 1,000.00. */
export const MIN_STAKE = 100n;
export const MAX_STAKE = 100_000n;
/** A runner silent this long on a round taking bets or running means the server was down (decision 107). */
export const OUTAGE_MS = 15_000;
/**
 * How often a round taking bets writes that its runner is alive, well inside OUTAGE_MS: a write every step would be
 * twenty a second per game, played or not. A running round writes it with each live tick (LIVE_TICK_EVERY_MS).
 */
export const HEARTBEAT_EVERY_MS = 1_000;
/** How often every copy tries to step the round. */
export const RUNNER_TICK_MS = 50;
/** How often a running round sends a tick message. */
export const LIVE_TICK_EVERY_MS = 1_000;
/** Seeds per chain, and every how many a checkpoint is kept. */
export const CHAIN_LENGTH = 1_000_000;
export const CHECKPOINT_EVERY = 1_000;
/** The NOTIFY channel every copy relays to its sockets. */
export const CRASH_CHANNEL = 'crash_live';

export const CRASH_RULES: CrashRules = {
  rtp: CRASH_PUBLISHED_RTP,
  houseEdge: CRASH_HOUSE_EDGE,
  minStake: formatMoney(MIN_STAKE),
  maxStake: formatMoney(MAX_STAKE),
  minAutoCashOut: formatMultiplier(CRASH_MIN_AUTO_CENTS),
  maxMultiplier: formatMultiplier(CRASH_MAX_CENTS),
  bettingWindowMs: BETTING_WINDOW_MS,
  growth: { formula: CRASH_GROWTH_FORMULA, ratePerMs: CRASH_GROWTH_PER_MS },
};

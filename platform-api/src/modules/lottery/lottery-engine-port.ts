// What the draw engine needs from @platform/lottery-engine (the games as data, the draw, the bet types), in the
// few terms the server uses; lottery-engine-adapter.ts maps the package onto it. Tests may drive the runner with
// a small engine of their own through this shape.

/** When a game draws, in its region's local time. */
export type Cadence =
  /** Every `seconds` from local midnight (fast games). */
  | { kind: 'every'; seconds: number }
  /** Once a day at a local time, "HH:mm". */
  | { kind: 'daily'; at: string }
  /** On the listed weekdays (0 Sunday .. 6 Saturday) at a local time. */
  | { kind: 'weekly'; days: readonly number[]; at: string };

export interface LotteryGameInfo {
  code: string;
  cadence: Cadence;
  /** Betting closes this many seconds before the draw, unless the region sets its own. */
  closeBeforeSeconds: number;
  /** A draw missed while no runner was up, unless the region sets its own rule. */
  missedDraw: 'DRAW_LATE' | 'CANCEL';
}

/** A bet as the engine judges it: its type and the numbers picked. */
export interface BetChoice {
  betType: string;
  selection: unknown;
}

export type BetCheck =
  | { ok: true; units: number }
  | { ok: false; reason: 'UNKNOWN_BET_TYPE' | 'BAD_SELECTION' };

export interface LotteryEngine {
  games(): readonly LotteryGameInfo[];
  /** SHA-256 hex of the seed (hex), published with the issue. */
  commit(serverSeedHex: string): string;
  /** The draw of an issue: the same seed and issue number always give the same numbers. */
  draw(gameCode: string, serverSeedHex: string, issueNumber: string): unknown;
  check(gameCode: string, bet: BetChoice): BetCheck;
  /**
   * What a bet returns on a draw under the region's odds, in hundredths of one unit stake (0 a loss; a push returns
   * 100 per unit); the payout is unit stake x multiplier x returned / 100.
   */
  returned(gameCode: string, bet: BetChoice, draw: unknown, odds: Record<string, unknown>): bigint;
}

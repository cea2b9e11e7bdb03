// What the draw engine needs from @platform/lottery-engine (the games as data, the draw, the bet types), in the
// few terms the server uses; lottery-engine-adapter.ts maps the package onto it. Tests may drive the runner with
// a small engine of their own through this shape.

/** When a game draws, in its region's local time. */
export type Cadence =
  /** Every `minutes` from local midnight (fast games). */
  | { kind: 'interval'; minutes: number }
  /** Once a day at a local time, "HH:mm". */
  | { kind: 'daily'; at: string }
  /** On the listed weekdays (0 Sunday .. 6 Saturday) at a local time. */
  | { kind: 'weekly'; weekdays: number[]; at: string };

export interface LotteryGameInfo {
  code: string;
  cadence: Cadence;
}

/** A bet as the engine judges it: its type and the numbers picked. */
export interface BetChoice {
  betType: string;
  selection: unknown;
}

export type BetCheck = { ok: true; units: number } | { ok: false; reason: 'UNKNOWN_BET_TYPE' | 'BAD_SELECTION' };

export interface LotteryEngine {
  games(): readonly LotteryGameInfo[];
  /** SHA-256 hex of the seed (hex), published with the issue. */
  commit(serverSeedHex: string): string;
  /** The draw of an issue: the same seed and issue number always give the same numbers. */
  draw(gameCode: string, serverSeedHex: string, issueNumber: string): unknown;
  check(gameCode: string, bet: BetChoice): BetCheck;
  /**
   * What a bet pays back for each minor unit staked, as a fraction (0/1 a loss, 1/1 a push), under the region's
   * odds; the payout is floor(stake x numerator / denominator).
   */
  payoutRatio(
    gameCode: string,
    bet: BetChoice,
    draw: unknown,
    odds: Record<string, unknown>,
  ): { numerator: bigint; denominator: bigint };
}

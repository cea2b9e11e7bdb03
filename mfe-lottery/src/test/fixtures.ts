import type { CallResponse } from '@platform/shared-contracts/client';
import type { lotteryGameMenusCall, lotteryMyBetsCall } from '@platform/shared-contracts/lottery-calls';
import type { LotteryBet, LotteryIssue, LotteryMenuGame, LotteryResult } from '../lib/types';

/** The demo member and DEMOKH's permission answer, shared by remotes. */
export { memberFixture as member, permissionFixture as permission } from '@platform/shared-contracts/testing';

export const SERVER_NOW = '2026-11-25T08:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(SERVER_NOW) + seconds * 1000).toISOString();

export function issue(overrides: Partial<LotteryIssue> = {}): LotteryIssue {
  return {
    gameCode: 'SSC1',
    issueNumber: '202611250481',
    opensAt: at(-30),
    closesAt: at(20),
    drawAt: at(30),
    seedHash: 'a'.repeat(64),
    ...overrides,
  };
}

export function result(overrides: Partial<LotteryResult> = {}): LotteryResult {
  return {
    ...issue({ issueNumber: '202611250480', opensAt: at(-90), closesAt: at(-40), drawAt: at(-30) }),
    state: 'SETTLED',
    numbers: [3, 1, 4, 1, 5],
    serverSeed: 'b'.repeat(64),
    drawnAt: at(-30),
    note: null,
    ...overrides,
  };
}

export function menuGame(overrides: Partial<LotteryMenuGame> = {}): LotteryMenuGame {
  return {
    gameCode: 'SSC1',
    closeSeconds: 10,
    minStake: '1.00',
    maxStake: '10000.00',
    current: issue(),
    last: result(),
    ...overrides,
  };
}

export function menus(games: LotteryMenuGame[] = [menuGame()]): CallResponse<typeof lotteryGameMenusCall> {
  return { serverTime: SERVER_NOW, games };
}

export function bet(overrides: Partial<LotteryBet> = {}): LotteryBet {
  return {
    betId: '1',
    slipId: '1',
    chaseId: null,
    gameCode: 'SSC1',
    issueNumber: '202611250481',
    betType: 'ssc.position_digit',
    selection: { position: 0, digits: [1, 3] },
    units: 2,
    unitStake: '1.00',
    multiplier: 1,
    stake: '2.00',
    payout: '0.00',
    state: 'PLACED',
    placedAt: at(-5),
    settledAt: null,
    ...overrides,
  };
}

export function betsPage(content: LotteryBet[]): CallResponse<typeof lotteryMyBetsCall> {
  return { content, pageNum: 1, totalPages: 1, total: content.length };
}

import type { CallResponse } from '@platform/shared-contracts/client';
import type { lotteryGameMenusCall, lotteryMyBetsCall } from '@platform/shared-contracts/lottery-calls';

export type LotteryMenuGame = CallResponse<typeof lotteryGameMenusCall>['games'][number];
export type LotteryIssue = NonNullable<LotteryMenuGame['current']>;
export type LotteryResult = NonNullable<LotteryMenuGame['last']>;
export type LotteryBet = CallResponse<typeof lotteryMyBetsCall>['content'][number];

import type {
  CallResponse,
  lotteryGameMenusCall,
  lotteryMyBetsCall,
} from '@platform/shared-contracts/client';

export type LotteryMenuGame = CallResponse<typeof lotteryGameMenusCall>['games'][number];
export type LotteryIssue = NonNullable<LotteryMenuGame['current']>;
export type LotteryResult = NonNullable<LotteryMenuGame['last']>;
export type LotteryBet = CallResponse<typeof lotteryMyBetsCall>['content'][number];

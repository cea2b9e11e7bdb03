/** The betting record's vendor for in-house lottery bets; a bet's round id is its bet id. */
export const LOTTERY_VENDOR = 'LOTTERY';
export const LOTTERY_CATEGORY = 'LOTT';

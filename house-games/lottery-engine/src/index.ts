/**
 * `@platform/lottery-engine`: the lottery's pure engine (decision 067): games and draw formats as data, the
 * fair draw with commit and verify, bet types with validation, settlement and exact RTP. Browser-safe: no Node API.
 */
export * from './bet-type';
export * from './bet-types';
export * from './chi-square';
export * from './draw';
export * from './families/eleven-five';
export * from './families/k3';
export * from './families/lhc';
export * from './families/pk10';
export * from './families/sea';
export * from './families/ssc';
export * from './families/three-d';
export * from './families/vn';
export * from './games';
export * from './rtp';
export * from './texts';

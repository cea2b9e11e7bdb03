/**
 * `@platform/house-engine`: the in-house games' pure engines, shared by the studio server and the public verifier
 * (decision 048). Browser-safe: no Node API; HMAC-SHA256 comes from @noble/hashes unless one is injected.
 */
export * from './baccarat/bets';
export * from './baccarat/cards';
export * from './baccarat/exact-rtp';
export * from './baccarat/fairness';
export * from './baccarat/hand';
export * from './baccarat/shoe';
export * from './baccarat/tableau';
export * from './baccarat/verify-shoe';
export * from './crash/crash-point';
export * from './crash/exact-rtp';
export * from './crash/fairness';
export * from './crash/growth';
export * from './crash/hash-chain';
export * from './crash/verify-round';
export * from './fair/revealed-seeds';
export * from './fair/seeds';
export * from './fair/stream';
export * from './fairness/chi-square';
export * from './fairness/harness';
export * from './fairness/profile';
export * from './fairness/profiles';
export * from './jackpot/jackpot';
export * from './mines/fairness';
export * from './mines/round';
export * from './mines/rules';
export * from './mines/verify-round';
export * from './plinko/engine';
export * from './plinko/exact-rtp';
export * from './plinko/fairness-profile';
export * from './plinko/tables';
export * from './plinko/verify-drop';
export * from './slot/engine';
export * from './slot/evaluate';
export * from './slot/exact-rtp';
export * from './slot/fairness-profile';
export * from './slot/paytable';
export * from './slot/paytable-types';
export * from './slot/verify-round';
export * from './slot/verify-spin';

/**
 * `@platform/house-engine`: the in-house games' pure engines, shared by the studio server and the public verifier
 * (decision 048). Browser-safe: no Node API; HMAC-SHA256 comes from @noble/hashes unless one is injected.
 */
export * from './fair/seeds';
export * from './fair/stream';
export * from './fairness/profile';
export * from './plinko/engine';
export * from './plinko/exact-rtp';
export * from './plinko/fairness-profile';
export * from './plinko/tables';
export * from './plinko/verify-drop';
export * from './slot/engine';
export * from './slot/evaluate';
export * from './slot/exact-rtp';
export * from './slot/paytable';
export * from './slot/paytable-types';
export * from './slot/verify-round';

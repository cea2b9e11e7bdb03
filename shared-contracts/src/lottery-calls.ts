/**
 * `@platform/shared-contracts/lottery-calls`: the lottery's calls, a federation singleton of its own. Only the lottery
 * remote uses them, so the shell and the home page do not download them with `/client`.
 */
export * from './calls/lottery-calls';
export * from './calls/lottery-chase-calls';
export * from './calls/lottery-lobby-calls';

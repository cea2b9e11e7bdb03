/** `@platform/shared-contracts/operator`: the back-office (operator) calls, for the server and operator tools. */

export * from './calls/announcement-operator-calls';
export * from './calls/game-operator-calls';
export * from './calls/operator-calls';

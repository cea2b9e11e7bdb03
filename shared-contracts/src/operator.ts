/** `@platform/shared-contracts/operator`: the back-office (operator) calls, for the server and operator tools. */

export * from './calls/announcement-operator-calls';
export * from './calls/game-operator-calls';
export * from './calls/member-operator-calls';
export * from './calls/operator-calls';
export * from './calls/region-operator-calls';
export * from './calls/release-operator-calls';
export * from './calls/responsible-gaming-operator-calls';
export * from './constants/operator-roles';

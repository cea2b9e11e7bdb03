/**
 * `@platform/shared-contracts/studio`: what an in-house game's front end (house-games/*) and the public verifier
 * import: the studio calls, the API client, envelope, errors and money helpers. Nothing of the member surface.
 */
export * from './calls/baccarat-calls';
export * from './calls/crash-calls';
export * from './calls/define-call';
export * from './calls/mines-calls';
export * from './calls/studio-calls';
export * from './calls/studio-plinko-calls';
export * from './client/api-client';
export * from './envelope/envelope';
export * from './errors/catalogue';
export * from './errors/error-mapping';
export * from './money/money';

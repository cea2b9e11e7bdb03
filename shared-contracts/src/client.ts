/**
 * `@platform/shared-contracts/client`: what browsers use, and all they may import (host, shared-ui, remotes).
 * The federation singleton. The lottery's and the cashier's calls are singletons of their own (`/lottery-calls`,
 * `/payment-calls`), which the home page does not need. No operator call, no private key, no decryption: those are
 * `/operator` and `/server`.
 */
export * from './calls/announcement-calls';
export * from './calls/auth-calls';
export * from './calls/bet-record-calls';
export * from './calls/common-schemas';
export * from './calls/define-call';
export * from './calls/define-stream';
export * from './calls/game-calls';
export * from './calls/jackpot-calls';
export * from './calls/member-calls';
export * from './calls/release-calls';
export * from './calls/responsible-gaming-calls';
export * from './calls/system-calls';
export * from './calls/wallet-calls';
export * from './client/api-client';
export * from './constants/domain';
export * from './constants/initial-language';
export * from './constants/routes';
export * from './constants/whitelabel';
export * from './crypto/hybrid-encryption';
export * from './envelope/envelope';
export * from './errors/catalogue';
export * from './errors/error-mapping';
export * from './federation/event-bus';
export * from './federation/first-reads';
export * from './federation/member-centre-pages';
export * from './federation/merchant-wallet-cache';
export * from './federation/remote-props';
export * from './federation/remotes';
export { SESSION_KEYS, sessionMerchantCode, sessionStore } from './federation/session-store';
export * from './federation/vendor-cache';
export * from './links/safe-link';
export * from './money/amount-rules';
export * from './money/money';
export * from './time/region-day';
export * from './validation/member-fields';
export * from './validation/patterns';

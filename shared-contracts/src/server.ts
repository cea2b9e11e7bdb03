/**
 * `@platform/shared-contracts/server`: everything the server needs: the client surface, the operator calls, the
 * list of every call it registers, and its private-key decryption. Never imported by a browser package.
 */
export * from './calls/all-calls';
export * from './calls/vendor-wallet-calls';
export * from './client';
export * from './crypto/server-decryption';
export * from './lottery-calls';
export * from './operator';
export * from './payment-calls';
export * from './studio';

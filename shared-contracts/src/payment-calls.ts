/**
 * `@platform/shared-contracts/payment-calls`: deposits, withdrawals and bank cards, a federation singleton of its own.
 * Only the member centre and the console use them, so the shell and the home page do not download them with `/client`.
 */
export * from './calls/payment-calls';

import * as v from 'valibot';
import { amountSchema, moneySchema } from '../money/money';
import { defineCall } from './define-call';

/**
 * The seamless wallet as outside game vendors call it (server to server, never from a browser: these are on the
 * `/server` surface only). Every request carries the headers below; the server answers 401
 * VENDOR_SIGNATURE_INVALID to an unknown vendor, a bad signature or a timestamp more than 5 minutes off its clock.
 * A wallet refusal (insufficient funds, closed round, ...) is an answer, not an error: `status` says it and the
 * answer still carries the balance. The vendor's transaction id is the idempotency key: a repeat answers as the
 * first call did, with `replayed: true`.
 */
export const VENDOR_CODE_HEADER = 'x-vendor-code';
/** Milliseconds since the epoch, as decimal text. */
export const VENDOR_TIMESTAMP_HEADER = 'x-timestamp';
/** Hex HMAC-SHA256 under the vendor's secret of `${timestamp}.${raw body}`. */
export const VENDOR_SIGNATURE_HEADER = 'x-signature';
/** The region (merchant) whose players the vendor is serving: its secret signs the request. */
export const VENDOR_MERCHANT_HEADER = 'x-merchant-code';
/** How far a request's timestamp may be from the server clock. */
export const VENDOR_MAX_SKEW_MS = 5 * 60 * 1000;

export const VENDOR_WALLET_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'SESSION_EXPIRED',
  'ROUND_CLOSED',
  'UNKNOWN_BET',
  'BET_ROLLED_BACK',
  'DUPLICATE_TRANSACTION_MISMATCH',
  'PLAYER_NOT_FOUND',
  // The player's own limits (responsible gaming, decision 104): the bet is refused, nothing moves.
  'LIMIT_REACHED',
  'PLAY_TIME_REACHED',
  'PLAYER_EXCLUDED',
] as const;

const idText = (max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]+$/), v.maxLength(max));
const sessionIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/));
/** A win of zero ("0.00") closes a lost round. */
const winAmountSchema = v.union([v.pipe(v.string(), v.regex(/^0(\.0{1,2})?$/)), amountSchema]);

const roundFields = {
  sessionId: sessionIdSchema,
  transactionId: idText(64),
  roundId: idText(64),
  gameCode: idText(64),
};

export const vendorWalletAnswerSchema = v.object({
  status: v.picklist(VENDOR_WALLET_STATUSES),
  /** The player's balance in the wallet the session plays from; null only when the player is not known. */
  balance: v.nullable(moneySchema),
  currency: v.nullable(v.string()),
  /** Our id of the movement (absent for balance and refusals). */
  transactionId: v.nullable(v.string()),
  replayed: v.boolean(),
});

export const vendorWalletBalanceCall = defineCall({
  name: 'vendorWalletBalance',
  method: 'POST',
  path: '/vendor/v1/wallet/balance',
  request: v.strictObject({ sessionId: sessionIdSchema }),
  response: vendorWalletAnswerSchema,
});

export const vendorWalletBetCall = defineCall({
  name: 'vendorWalletBet',
  method: 'POST',
  path: '/vendor/v1/wallet/bet',
  request: v.strictObject({ ...roundFields, amount: amountSchema, closeRound: v.optional(v.boolean()) }),
  response: vendorWalletAnswerSchema,
});

export const vendorWalletWinCall = defineCall({
  name: 'vendorWalletWin',
  method: 'POST',
  path: '/vendor/v1/wallet/win',
  request: v.strictObject({
    ...roundFields,
    amount: winAmountSchema,
    betTransactionId: v.optional(idText(64)),
    closeRound: v.boolean(),
  }),
  response: vendorWalletAnswerSchema,
});

export const vendorWalletRollbackCall = defineCall({
  name: 'vendorWalletRollback',
  method: 'POST',
  path: '/vendor/v1/wallet/rollback',
  request: v.strictObject({ ...roundFields, betTransactionId: idText(64) }),
  response: vendorWalletAnswerSchema,
});

export type VendorWalletAnswer = v.InferOutput<typeof vendorWalletAnswerSchema>;
export type VendorWalletStatus = (typeof VENDOR_WALLET_STATUSES)[number];

import * as v from 'valibot';
import { amountSchema, idempotencyKeySchema, moneySchema } from '../money/money';
import { requiredText, text } from './common-schemas';
import { defineCall } from './define-call';
import { DEPOSIT_STATUSES, depositOrderSchema, WITHDRAWAL_STATUSES, withdrawalSchema } from './payment-calls';
import { pageOf, pagingFields } from './wallet-calls';

/**
 * The operator API: back-office calls with their own accounts and sessions (a member token is refused), so every
 * money flow can be run end to end before the operator screens exist.
 */

const idSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'unknown id'));

export const operatorLoginCall = defineCall({
  name: 'operatorLogin',
  method: 'POST',
  path: '/ops/session/login',
  request: v.strictObject({ username: requiredText(64), password: requiredText(128) }),
  response: v.object({ token: v.string(), expiresAt: v.string(), merchantCodes: v.array(v.string()) }),
});

const memberRef = { memberId: v.number(), memberAccount: v.string(), merchantCode: v.string() };

export const operatorDepositsCall = defineCall({
  name: 'operatorDeposits',
  method: 'GET',
  path: '/ops/deposits',
  auth: 'operator',
  request: v.strictObject({ status: v.optional(v.picklist(DEPOSIT_STATUSES)), ...pagingFields }),
  response: pageOf(
    v.object({ ...depositOrderSchema.entries, ...memberRef, providerRef: v.nullable(v.string()) }),
  ),
});

export const operatorWithdrawalSchema = v.object({
  ...withdrawalSchema.entries,
  ...memberRef,
  accountName: v.string(),
  /** The full number: the operator pays to it. */
  accountNumber: v.string(),
  payoutReference: v.nullable(v.string()),
  remark: v.nullable(v.string()),
  proofImageCount: v.number(),
});

export const operatorWithdrawalsCall = defineCall({
  name: 'operatorWithdrawals',
  method: 'GET',
  path: '/ops/withdrawals',
  auth: 'operator',
  request: v.strictObject({ status: v.optional(v.picklist(WITHDRAWAL_STATUSES)), ...pagingFields }),
  response: pageOf(operatorWithdrawalSchema),
});

export const approveWithdrawalCall = defineCall({
  name: 'approveWithdrawal',
  method: 'POST',
  path: '/ops/withdrawals/approve',
  auth: 'operator',
  request: v.strictObject({ withdrawalId: idSchema }),
  response: operatorWithdrawalSchema,
});

/** Refunds the whole held amount to the member's main wallet. */
export const rejectWithdrawalCall = defineCall({
  name: 'rejectWithdrawal',
  method: 'POST',
  path: '/ops/withdrawals/reject',
  auth: 'operator',
  request: v.strictObject({
    withdrawalId: idSchema,
    reason: requiredText(140),
    idempotencyKey: idempotencyKeySchema,
  }),
  response: operatorWithdrawalSchema,
});

/** The money left the house: the held amount goes to payment clearing and the member is asked to confirm. */
export const payWithdrawalCall = defineCall({
  name: 'payWithdrawal',
  method: 'POST',
  path: '/ops/withdrawals/pay',
  auth: 'operator',
  request: v.strictObject({
    withdrawalId: idSchema,
    payoutReference: requiredText(64),
    idempotencyKey: idempotencyKeySchema,
  }),
  response: operatorWithdrawalSchema,
});

/**
 * After reviewing a partly received or not received payout: refunds up to the amount the member did not get.
 * A payout that counted as received because nobody confirmed it gets no refund.
 */
export const refundWithdrawalCall = defineCall({
  name: 'refundWithdrawal',
  method: 'POST',
  path: '/ops/withdrawals/refund',
  auth: 'operator',
  request: v.strictObject({
    withdrawalId: idSchema,
    amount: amountSchema,
    remark: v.optional(text(140)),
    idempotencyKey: idempotencyKeySchema,
  }),
  response: operatorWithdrawalSchema,
});

export const ledgerMismatchSchema = v.object({
  type: v.picklist(['ACCOUNT_BALANCE', 'POSTING_SUM', 'CURRENCY_TOTAL']),
  subject: v.string(),
  expected: moneySchema,
  actual: moneySchema,
  detail: v.nullable(v.string()),
});

/** The internal ledger check: every balance equals its entries, every posting sums to zero. */
export const ledgerCheckCall = defineCall({
  name: 'ledgerCheck',
  method: 'GET',
  path: '/ops/ledger/check',
  auth: 'operator',
  request: v.strictObject({}),
  response: v.object({
    ok: v.boolean(),
    accounts: v.number(),
    postings: v.number(),
    mismatches: v.array(ledgerMismatchSchema),
  }),
});

export type OperatorWithdrawal = v.InferOutput<typeof operatorWithdrawalSchema>;

import * as v from 'valibot';
import { OPERATOR_ROLES } from '../constants/operator-roles';
import { amountSchema, idempotencyKeySchema, moneySchema } from '../money/money';
import { requiredText, text } from './common-schemas';
import { defineCall } from './define-call';
import {
  DEPOSIT_STATUSES,
  depositOrderSchema,
  PROOF_IMAGE_MAX_COUNT,
  PROOF_IMAGE_TYPES,
  WITHDRAWAL_STATUSES,
  withdrawalSchema,
} from './payment-calls';
import { pageOf, pagingFields, queryInt } from './wallet-calls';

/**
 * The operator API: back-office calls with their own accounts and sessions (a member token is refused), so every
 * money flow can be run end to end before the operator screens exist.
 */

const idSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'unknown id'));

/** A signed-in operator: the token, its end, the regions (empty: every region) and the roles it holds. */
export const operatorIdentitySchema = v.object({
  token: v.string(),
  expiresAt: v.string(),
  merchantCodes: v.array(v.string()),
  roles: v.array(v.picklist(OPERATOR_ROLES)),
});

/** Password and the current code of the operator's authenticator app (TOTP, RFC 6238); a code works once. */
export const operatorLoginCall = defineCall({
  name: 'operatorLogin',
  method: 'POST',
  path: '/ops/session/login',
  request: v.strictObject({
    username: requiredText(64),
    password: requiredText(128),
    code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'code must be the 6 digits of the authenticator app')),
  }),
  response: operatorIdentitySchema,
});

/** Who the token belongs to: the console reads it after a reload to show what the operator's roles allow. */
export const operatorSessionCall = defineCall({
  name: 'operatorSession',
  method: 'GET',
  path: '/ops/session',
  auth: 'operator',
  request: v.strictObject({}),
  response: v.object({
    username: v.string(),
    roles: v.array(v.picklist(OPERATOR_ROLES)),
    merchantCodes: v.array(v.string()),
  }),
});

/** Ends the operator's session: its token is refused from then on. */
export const operatorLogoutCall = defineCall({
  name: 'operatorLogout',
  method: 'DELETE',
  path: '/ops/session/logout',
  auth: 'operator',
  request: v.strictObject({}),
  response: v.null(),
});

const memberRef = { memberId: v.number(), memberAccount: v.string(), merchantCode: v.string() };

export const operatorDepositsCall = defineCall({
  name: 'operatorDeposits',
  method: 'GET',
  path: '/ops/deposits',
  auth: 'operator',
  roles: ['FINANCE'],
  request: v.strictObject({ status: v.optional(v.picklist(DEPOSIT_STATUSES)), ...pagingFields }),
  response: pageOf(
    v.object({ ...depositOrderSchema.entries, ...memberRef, providerRef: v.nullable(v.string()) }),
  ),
});

/** What an operator did to a withdrawal; every money step names who took it. */
export const WITHDRAWAL_OPERATOR_ACTIONS = [
  'APPROVE',
  'REJECT',
  'PAY',
  'REFUND_REQUEST',
  'REFUND_APPROVE',
  'REFUND_DECLINE',
] as const;

export const withdrawalOperatorStepSchema = v.object({
  action: v.picklist(WITHDRAWAL_OPERATOR_ACTIONS),
  operator: v.string(),
  /** The money moved or asked for; null for an approval, which moves none. */
  amount: v.nullable(moneySchema),
  at: v.string(),
});

/** A refund one operator asked for; it moves money only once another operator approves it. */
export const refundRequestSchema = v.object({
  id: v.string(),
  amount: moneySchema,
  remark: v.nullable(v.string()),
  requestedBy: v.string(),
  requestedAt: v.string(),
  approvedBy: v.nullable(v.string()),
  approvedAt: v.nullable(v.string()),
  /** Withdrawn by its requester or turned down by another operator: it moves nothing. */
  declinedBy: v.nullable(v.string()),
  declinedAt: v.nullable(v.string()),
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
  /** Oldest first. */
  operatorSteps: v.array(withdrawalOperatorStepSchema),
  refundRequests: v.array(refundRequestSchema),
});

export const operatorWithdrawalsCall = defineCall({
  name: 'operatorWithdrawals',
  method: 'GET',
  path: '/ops/withdrawals',
  auth: 'operator',
  roles: ['FINANCE'],
  request: v.strictObject({ status: v.optional(v.picklist(WITHDRAWAL_STATUSES)), ...pagingFields }),
  response: pageOf(operatorWithdrawalSchema),
});

/** One of a withdrawal's proof images (1 to proofImageCount), read from the file store and checked by its hash. */
export const operatorWithdrawalProofCall = defineCall({
  name: 'operatorWithdrawalProof',
  method: 'GET',
  path: '/ops/withdrawals/proof',
  auth: 'operator',
  roles: ['FINANCE'],
  request: v.strictObject({ withdrawalId: idSchema, index: queryInt(1, PROOF_IMAGE_MAX_COUNT) }),
  response: v.object({
    withdrawalId: v.string(),
    index: v.number(),
    mime: v.picklist(PROOF_IMAGE_TYPES),
    size: v.number(),
    sha256: v.string(),
    /** The image's bytes in base64. */
    base64: v.string(),
  }),
});

export const approveWithdrawalCall = defineCall({
  name: 'approveWithdrawal',
  method: 'POST',
  path: '/ops/withdrawals/approve',
  auth: 'operator',
  roles: ['FINANCE'],
  request: v.strictObject({ withdrawalId: idSchema }),
  response: operatorWithdrawalSchema,
});

/** Refunds the whole held amount to the member's main wallet. */
export const rejectWithdrawalCall = defineCall({
  name: 'rejectWithdrawal',
  method: 'POST',
  path: '/ops/withdrawals/reject',
  auth: 'operator',
  roles: ['FINANCE'],
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
  roles: ['FINANCE'],
  request: v.strictObject({
    withdrawalId: idSchema,
    payoutReference: requiredText(64),
    idempotencyKey: idempotencyKeySchema,
  }),
  response: operatorWithdrawalSchema,
});

/**
 * After reviewing a partly received or not received payout: asks to refund up to the amount the member did not get
 * (less refunds already asked for). No money moves until another operator approves (`approveRefundCall`). A payout
 * that counted as received because nobody confirmed it gets no refund.
 */
export const refundWithdrawalCall = defineCall({
  name: 'refundWithdrawal',
  method: 'POST',
  path: '/ops/withdrawals/refund',
  auth: 'operator',
  roles: ['FINANCE'],
  request: v.strictObject({
    withdrawalId: idSchema,
    amount: amountSchema,
    remark: v.optional(text(140)),
    idempotencyKey: idempotencyKeySchema,
  }),
  response: operatorWithdrawalSchema,
});

/** A second operator, not the one who asked, approves a refund request: the money goes back to the member. */
export const approveRefundCall = defineCall({
  name: 'approveRefund',
  method: 'POST',
  path: '/ops/withdrawals/refund/approve',
  auth: 'operator',
  roles: ['FINANCE'],
  request: v.strictObject({ withdrawalId: idSchema, refundId: idSchema }),
  response: operatorWithdrawalSchema,
});

/** Withdraws (its requester) or turns down (another operator) a refund request that is still waiting. */
export const declineRefundCall = defineCall({
  name: 'declineRefund',
  method: 'POST',
  path: '/ops/withdrawals/refund/decline',
  auth: 'operator',
  roles: ['FINANCE'],
  request: v.strictObject({ withdrawalId: idSchema, refundId: idSchema }),
  response: operatorWithdrawalSchema,
});

export const ledgerMismatchSchema = v.object({
  type: v.picklist(['ACCOUNT_BALANCE', 'POSTING_SUM', 'CURRENCY_TOTAL']),
  subject: v.string(),
  expected: moneySchema,
  actual: moneySchema,
  detail: v.nullable(v.string()),
});

/** A merchant's house, payment-clearing or withdrawal-hold balance: the sum of its sub-accounts. */
const merchantAccountTotalSchema = v.object({
  merchantCode: v.string(),
  kind: v.picklist(['HOUSE', 'PAYMENT_CLEARING', 'WITHDRAWAL_HOLD', 'JACKPOT_POOL']),
  currency: v.string(),
  subAccounts: v.number(),
  balance: moneySchema,
});

/** The internal ledger check: every balance equals its entries, every posting sums to zero. */
export const ledgerCheckCall = defineCall({
  name: 'ledgerCheck',
  method: 'GET',
  path: '/ops/ledger/check',
  auth: 'operator',
  roles: ['FINANCE'],
  request: v.strictObject({}),
  response: v.object({
    ok: v.boolean(),
    accounts: v.number(),
    postings: v.number(),
    mismatches: v.array(ledgerMismatchSchema),
    merchantTotals: v.array(merchantAccountTotalSchema),
  }),
});

export type OperatorWithdrawal = v.InferOutput<typeof operatorWithdrawalSchema>;
export type WithdrawalOperatorAction = (typeof WITHDRAWAL_OPERATOR_ACTIONS)[number];

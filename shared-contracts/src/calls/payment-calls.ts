import * as v from 'valibot';
import { WITHDRAWAL_DISPLAY_STATUS, type WithdrawalDisplayStatus } from '../constants/domain';
import { amountSchema, idempotencyKeySchema, moneySchema } from '../money/money';
import {
  dialingCodeSchema,
  mobileNumSchema,
  requiredText,
  text,
  verificationCodeSchema,
} from './common-schemas';
import { defineCall } from './define-call';
import { pageOf, pagingFields } from './wallet-calls';

const idSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'unknown id'));
/** Six digits, the payment (transaction) password of spec section 3. */
export const paymentPasswordSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, 'payment password is 6 digits'));

// ---- Deposit ----------------------------------------------------------------------------------------------

export const depositChannelSchema = v.object({
  id: v.string(),
  name: v.string(),
  provider: v.string(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
});

export const depositChannelsCall = defineCall({
  name: 'depositChannels',
  method: 'GET',
  path: '/wps/payment/deposit/channels',
  auth: 'session',
  request: v.strictObject({}),
  response: v.object({ currency: v.string(), channels: v.array(depositChannelSchema) }),
});

export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'FAILED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositOrderSchema = v.object({
  orderId: v.string(),
  channelId: v.string(),
  amount: moneySchema,
  currency: v.string(),
  status: v.picklist(DEPOSIT_STATUSES),
  /** The provider's payment page; the client opens it in a new window. */
  payUrl: v.string(),
  createdAt: v.string(),
  creditedAt: v.nullable(v.string()),
});

export const createDepositCall = defineCall({
  name: 'createDeposit',
  method: 'POST',
  path: '/wps/payment/deposit',
  auth: 'session',
  request: v.strictObject({
    channelId: idSchema,
    amount: amountSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  response: depositOrderSchema,
});

export const depositOrderCall = defineCall({
  name: 'depositOrder',
  method: 'GET',
  path: '/wps/payment/deposit/order',
  auth: 'session',
  request: v.strictObject({ orderId: idSchema }),
  response: depositOrderSchema,
});

/**
 * The provider's server-to-server notification. `sign` is the hex HMAC-SHA256, under the channel's secret, of the
 * other fields joined as `key=value` in key order with '&'. Only a valid signature credits; a repeat credits once.
 */
export const paymentCallbackCall = defineCall({
  name: 'paymentCallback',
  method: 'POST',
  path: '/wps/payment/callback',
  request: v.strictObject({
    provider: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/)),
    orderId: idSchema,
    providerRef: idSchema,
    amount: amountSchema,
    currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
    status: v.picklist(['SUCCESS', 'FAILED']),
    timestamp: v.pipe(v.string(), v.regex(/^\d{10,13}$/)),
    sign: v.pipe(v.string(), v.regex(/^[a-f0-9]{64}$/, 'sign must be hex HMAC-SHA256')),
  }),
  response: v.object({ orderId: v.string(), status: v.picklist(DEPOSIT_STATUSES) }),
});

// ---- Security centre: payment password, bank accounts, mobile and email -------------------------------

export const setPaymentPasswordCall = defineCall({
  name: 'setPaymentPassword',
  method: 'POST',
  path: '/wps/member/payment-password',
  auth: 'session',
  encrypted: true,
  /** The login password proves it is the member, for the first payment password and for a change. */
  request: v.strictObject({
    password: requiredText(64),
    paymentPassword: paymentPasswordSchema,
    confirmPaymentPassword: paymentPasswordSchema,
  }),
  response: v.null(),
});

export const bankAccountSchema = v.object({
  id: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  /** Only the last four digits travel. */
  accountNumberMasked: v.string(),
  createdAt: v.string(),
});

export const bankAccountsCall = defineCall({
  name: 'bankAccounts',
  method: 'GET',
  path: '/wps/member/bank-accounts',
  auth: 'session',
  request: v.strictObject({}),
  response: v.object({
    banks: v.array(v.string()),
    accounts: v.array(bankAccountSchema),
    hasPaymentPassword: v.boolean(),
    maxAccounts: v.number(),
  }),
});

export const bindBankAccountCall = defineCall({
  name: 'bindBankAccount',
  method: 'POST',
  path: '/wps/member/bank-accounts',
  auth: 'session',
  encrypted: true,
  request: v.strictObject({
    bankName: requiredText(64),
    accountName: requiredText(64),
    accountNumber: v.pipe(v.string(), v.trim(), v.regex(/^\d{6,24}$/, 'account number is 6-24 digits')),
    paymentPassword: paymentPasswordSchema,
  }),
  response: bankAccountSchema,
});

export const bindMobileCall = defineCall({
  name: 'bindMobile',
  method: 'POST',
  path: '/wps/member/mobile',
  auth: 'session',
  /** The code comes from the register-code call (the number must not belong to another account). */
  request: v.strictObject({
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: verificationCodeSchema,
  }),
  response: v.object({ mobileNum: v.string() }),
});

export const bindEmailCall = defineCall({
  name: 'bindEmail',
  method: 'POST',
  path: '/wps/member/email',
  auth: 'session',
  encrypted: true,
  request: v.strictObject({ email: requiredText(254), password: requiredText(64) }),
  response: v.object({ email: v.string() }),
});

// ---- Withdrawal -------------------------------------------------------------------------------------------

export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'PAID',
  'RECEIVED',
  'PARTIAL',
  'NOT_RECEIVED',
  'FORCED_RECEIVED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export function withdrawalDisplayStatus(status: WithdrawalStatus): WithdrawalDisplayStatus {
  switch (status) {
    case 'PENDING':
      return 'IN_PROCESS';
    case 'APPROVED':
    case 'PAID':
      return 'APPROVED';
    case 'REJECTED':
      return 'REJECTED';
    case 'NOT_RECEIVED':
      return 'FAILED';
    default:
      return 'ARRIVED';
  }
}

export const withdrawalSchema = v.object({
  id: v.string(),
  amount: moneySchema,
  currency: v.string(),
  bankName: v.string(),
  accountNumberMasked: v.string(),
  status: v.picklist(WITHDRAWAL_STATUSES),
  displayStatus: v.picklist(Object.values(WITHDRAWAL_DISPLAY_STATUS)),
  /** Set once the member confirmed (or the confirmation window ran out). */
  amountReceived: v.nullable(moneySchema),
  amountRemaining: v.nullable(moneySchema),
  /** Refunded to the main wallet after a rejection or an operator's review of a shortfall. */
  amountRefunded: moneySchema,
  rejectReason: v.nullable(v.string()),
  /** While PAID: when an unconfirmed payout counts as received. */
  confirmBy: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});

export const withdrawSettingsCall = defineCall({
  name: 'withdrawSettings',
  method: 'GET',
  path: '/wps/payment/withdraw/settings',
  auth: 'session',
  request: v.strictObject({}),
  response: v.object({
    currency: v.string(),
    minAmount: moneySchema,
    maxAmount: moneySchema,
    /** What may be withdrawn now: the main wallet. */
    available: moneySchema,
    hasPaymentPassword: v.boolean(),
    bankAccounts: v.array(bankAccountSchema),
    confirmMinutes: v.number(),
  }),
});

export const createWithdrawalCall = defineCall({
  name: 'createWithdrawal',
  method: 'POST',
  path: '/wps/payment/withdraw',
  auth: 'session',
  encrypted: true,
  request: v.strictObject({
    bankAccountId: idSchema,
    amount: amountSchema,
    paymentPassword: paymentPasswordSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  response: withdrawalSchema,
});

export const withdrawalRecordsCall = defineCall({
  name: 'withdrawalRecords',
  method: 'GET',
  path: '/wps/payment/withdraw/records',
  auth: 'session',
  request: v.strictObject({ ...pagingFields }),
  response: pageOf(withdrawalSchema),
});

/** png or jpg, at most 5 MB each, at most 3 (spec sections 5 and 9), as data URLs. */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGE_MAX_COUNT = 3;
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const proofImageSchema = v.pipe(
  v.string(),
  v.maxLength(Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 32, 'an image is at most 5 MB'),
  v.regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, 'images are png or jpg'),
);

export const CONFIRMATION_RESULTS = ['ALL', 'PARTIAL', 'NONE'] as const;

export const confirmWithdrawalCall = defineCall({
  name: 'confirmWithdrawal',
  method: 'POST',
  path: '/wps/payment/withdraw/confirm',
  auth: 'session',
  maxBodyBytes: 24 * 1024 * 1024,
  /** PARTIAL needs amountReceived (less than the amount); NONE needs at least one proof image. */
  request: v.strictObject({
    withdrawalId: idSchema,
    result: v.picklist(CONFIRMATION_RESULTS),
    amountReceived: v.optional(amountSchema),
    proofImages: v.optional(
      v.pipe(v.array(proofImageSchema), v.maxLength(PROOF_IMAGE_MAX_COUNT, 'at most 3 images')),
    ),
    remark: v.optional(text(140)),
  }),
  response: withdrawalSchema,
});

export type DepositChannel = v.InferOutput<typeof depositChannelSchema>;
export type DepositOrder = v.InferOutput<typeof depositOrderSchema>;
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;

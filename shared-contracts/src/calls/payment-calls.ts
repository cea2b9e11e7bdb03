import * as v from 'valibot';
import { WITHDRAWAL_DISPLAY_STATUS, type WithdrawalDisplayStatus } from '../constants/domain';
import { amountSchema, idempotencyKeySchema, moneySchema } from '../money/money';
import { bankAccountNumberSchema, paymentPasswordSchema } from '../validation/member-fields';
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

/**
 * What every security-centre change asks: the login password, and the code `securityCodeCall` sent to the
 * member's current contact. The code is left out only when nothing is bound to send it to (the server decides).
 */
const securityProofFields = {
  password: requiredText(64),
  securityCode: v.optional(verificationCodeSchema),
};

export const SECURITY_CODE_CHANNELS = ['SMS', 'MAIL', 'NONE'] as const;

/** Sends a code to the member's current contact: the bound mobile, else the bound email; NONE when neither. */
export const securityCodeCall = defineCall({
  name: 'securityCode',
  method: 'POST',
  path: '/wps/member/security-code',
  auth: 'session',
  request: v.strictObject({}),
  response: v.object({
    channel: v.picklist(SECURITY_CODE_CHANNELS),
    /** The masked mobile or email the code went to; empty for NONE. */
    to: v.string(),
    expiredMinutes: v.number(),
  }),
});

export const setPaymentPasswordCall = defineCall({
  name: 'setPaymentPassword',
  method: 'POST',
  path: '/wps/member/payment-password',
  auth: 'session',
  encrypted: true,
  request: v.strictObject({
    ...securityProofFields,
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
    accountNumber: bankAccountNumberSchema,
    paymentPassword: paymentPasswordSchema,
    ...securityProofFields,
  }),
  response: bankAccountSchema,
});

export const bindMobileCall = defineCall({
  name: 'bindMobile',
  method: 'POST',
  path: '/wps/member/mobile',
  auth: 'session',
  encrypted: true,
  /**
   * `verificationCode` comes from the register-code call to the new number (which must not belong to another
   * account); `securityCode` from `securityCodeCall`, to the contact bound before.
   */
  request: v.strictObject({
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: verificationCodeSchema,
    ...securityProofFields,
  }),
  response: v.object({ mobileNum: v.string() }),
});

export const bindEmailCall = defineCall({
  name: 'bindEmail',
  method: 'POST',
  path: '/wps/member/email',
  auth: 'session',
  encrypted: true,
  request: v.strictObject({ email: requiredText(254), ...securityProofFields }),
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
    /** Withdrawals wait until then after a security-centre change (ISO time); null when they do not. */
    heldUntil: v.nullable(v.string()),
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

/** png or jpg, at most 5 MB each, at most 3 (spec sections 5 and 9), uploaded as files. */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGE_MAX_COUNT = 3;
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const proofImageSchema = v.pipe(
  v.blob('images are files'),
  v.minSize(1, 'an image is not empty'),
  v.maxSize(PROOF_IMAGE_MAX_BYTES, 'an image is at most 5 MB'),
  v.mimeType([...PROOF_IMAGE_TYPES], 'images are png or jpg'),
);
/** The text fields of a multipart body and this much room for its part headers. */
const MULTIPART_ROOM_BYTES = 64 * 1024;

export const CONFIRMATION_RESULTS = ['ALL', 'PARTIAL', 'NONE'] as const;

export const confirmWithdrawalCall = defineCall({
  name: 'confirmWithdrawal',
  method: 'POST',
  path: '/wps/payment/withdraw/confirm',
  auth: 'session',
  bodyFormat: 'multipart',
  upload: {
    field: 'proofImages',
    maxFiles: PROOF_IMAGE_MAX_COUNT,
    maxFileBytes: PROOF_IMAGE_MAX_BYTES,
    types: PROOF_IMAGE_TYPES,
  },
  maxBodyBytes: PROOF_IMAGE_MAX_COUNT * PROOF_IMAGE_MAX_BYTES + MULTIPART_ROOM_BYTES,
  // 15 MB at 1 Mbit/s, a poor mobile connection, takes two minutes.
  timeoutMs: 180_000,
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

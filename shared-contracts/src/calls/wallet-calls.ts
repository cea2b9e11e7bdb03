import * as v from 'valibot';
import { amountSchema, idempotencyKeySchema, moneySchema } from '../money/money';
import { recordDaySchema } from './common-schemas';
import { defineCall } from './define-call';

/** A whole number carried in a query string (always text there). */
export const queryInt = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );

export const pagingFields = {
  pageNo: v.optional(queryInt(1, 100_000), '1'),
  pageSize: v.optional(queryInt(1, 100), '20'),
};

export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ content: v.array(item), pageNum: v.number(), totalPages: v.number(), total: v.number() });

/** A game vendor's code (its vassalage), as the lobby and the wallet name it. */
export const vendorCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/, 'unknown wallet'));
/** The member's main wallet, or a vendor wallet by its vendor code. */
export const MAIN_WALLET = 'MAIN';
export const walletIdSchema = v.union([v.literal(MAIN_WALLET), vendorCodeSchema]);

export const walletBalanceSchema = v.object({
  currency: v.string(),
  currencySymbol: v.string(),
  /** The main wallet. */
  balance: moneySchema,
  /** Main plus every vendor wallet. */
  total: moneySchema,
});

export const walletBalanceCall = defineCall({
  name: 'walletBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: 'session',
  request: v.strictObject({}),
  response: walletBalanceSchema,
});

export const vendorWalletSchema = v.object({ vendor: v.string(), name: v.string(), balance: moneySchema });

export const getBalanceV2Call = defineCall({
  name: 'getBalanceV2',
  method: 'GET',
  path: '/wps/v2/wallets',
  auth: 'session',
  request: v.strictObject({}),
  response: v.object({
    ...walletBalanceSchema.entries,
    /** 1: one wallet for everything (no vendor wallets, no transfers); 0: one wallet per vendor. */
    isSingle: v.picklist([0, 1]),
    vendors: v.array(vendorWalletSchema),
  }),
});

export const merchantWalletCall = defineCall({
  name: 'merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  auth: 'session',
  request: v.strictObject({ merchantCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/)) }),
  response: v.object({
    isSingle: v.picklist([0, 1]),
    vendors: v.array(v.object({ vendor: v.string(), name: v.string() })),
  }),
});

export const walletTransferCall = defineCall({
  name: 'walletTransfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: 'session',
  /** One side is the main wallet and the other a vendor wallet. */
  request: v.strictObject({
    from: walletIdSchema,
    to: walletIdSchema,
    amount: amountSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  response: v.object({
    transactionId: v.string(),
    amount: moneySchema,
    balance: moneySchema,
    vendors: v.array(vendorWalletSchema),
  }),
});

/** The balance and badge figures of the header, and the agent-policy contract flags (spec section 3). */
export const fundsConsolidatedCall = defineCall({
  name: 'fundsConsolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'session',
  request: v.strictObject({}),
  response: v.object({
    ...walletBalanceSchema.entries,
    hasVip: v.boolean(),
    vipLabelName: v.nullable(v.string()),
    vipRankLevel: v.number(),
    availablePromoCount: v.number(),
    unreadMessage: v.number(),
    dailysalreqtype: v.number(),
    divtypereq: v.number(),
    contracthoursalreq: v.number(),
    realtimesalreqtype: v.number(),
  }),
});

/** GAME: the bets, wins, rollbacks and spins of the seamless wallet (decision 065). */
export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'GAME', 'ADJUSTMENT'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const transactionRecordSchema = v.object({
  id: v.string(),
  type: v.picklist(TRANSACTION_TYPES),
  /** What happened: DEPOSIT, TRANSFER_TO_VENDOR, TRANSFER_FROM_VENDOR, WITHDRAWAL_HOLD, WITHDRAWAL_REFUND, ... */
  kind: v.string(),
  /** Signed change of the main wallet ("0.00" for a step that does not touch it, e.g. a payout from the hold). */
  amount: moneySchema,
  /** The amount the step is about, always positive. */
  grossAmount: moneySchema,
  /** The main wallet after the step, when it changed. */
  balanceAfter: v.nullable(moneySchema),
  /** Deposit order id, withdrawal id or vendor code. */
  reference: v.nullable(v.string()),
  createdAt: v.string(),
  /** A game step's round: the vendor, the round id and the game named in the request's language (decision 065). */
  game: v.optional(
    v.object({ vendor: v.string(), roundId: v.string(), gameCode: v.string(), gameName: v.string() }),
  ),
});

/** The account record (transactionHistory): every money step of the member, newest first. */
export const transactionHistoryCall = defineCall({
  name: 'transactionHistory',
  method: 'GET',
  path: '/wps/member/account/records',
  auth: 'session',
  request: v.strictObject({
    type: v.optional(v.picklist(['ALL', ...TRANSACTION_TYPES]), 'ALL'),
    /** Inclusive calendar days in the merchant's time zone. */
    startDate: v.optional(recordDaySchema),
    endDate: v.optional(recordDaySchema),
    ...pagingFields,
  }),
  response: pageOf(transactionRecordSchema),
});

export type WalletBalance = v.InferOutput<typeof walletBalanceSchema>;
export type VendorWallet = v.InferOutput<typeof vendorWalletSchema>;
export type TransactionRecord = v.InferOutput<typeof transactionRecordSchema>;

import {
  ApiError,
  addDays,
  type CallParsedRequest,
  type CallResponse,
  formatMoney,
  type getBalanceV2Call,
  isTrialType,
  MAIN_WALLET,
  parseMoney,
  startOfDayInZone,
  type transactionHistoryCall,
  type walletTransferCall,
} from '@platform/shared-contracts/server';
import { createBatchedLookup, perDatabase } from '../../db/batch-queue';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { languageOf, type SessionContext } from '../../http/request-context';
import type { MerchantState } from '../system/merchant-state';
import { gamesOfSteps } from './account-record-games';
import { ensureAccount, type PostingResult, post } from './ledger-service';
import {
  findHistory,
  findMemberAccounts,
  findMemberWallets,
  type MemberAccountBalance,
  type MemberWallet,
} from './wallet-store';

type BalanceV2 = CallResponse<typeof getBalanceV2Call>;

function mainOf(accounts: MemberAccountBalance[]): bigint {
  return accounts.find((a) => a.kind === 'MEMBER_MAIN')?.balance ?? 0n;
}

function vendorWallets(merchant: MerchantState, accounts: MemberAccountBalance[]) {
  if (merchant.walletSingle) return [];
  return merchant.walletVendors.map(({ vendor, name }) => ({
    vendor,
    name,
    balance: formatMoney(
      accounts.find((a) => a.kind === 'MEMBER_VENDOR' && a.vendor === vendor)?.balance ?? 0n,
    ),
  }));
}

function balanceOf(merchant: MerchantState, accounts: MemberAccountBalance[]) {
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    balance: formatMoney(mainOf(accounts)),
    total: formatMoney(accounts.reduce((sum, a) => sum + a.balance, 0n)),
  };
}

/** What the member's main wallet holds now in a currency, read without creating an account (never used: zero). */
export async function mainBalanceOf(db: Queryable, memberId: number, currency: string): Promise<bigint> {
  return mainOf(await findMemberAccounts(db, memberId, currency));
}

/** The main wallet and the total over every wallet of the member, in the region's currency. */
export async function walletBalance(deps: Deps, ctx: SessionContext) {
  return balanceOf(
    ctx.merchant,
    await findMemberAccounts(deps.db, ctx.session.memberId, ctx.merchant.currency),
  );
}

export async function balancesWithVendors(deps: Deps, ctx: SessionContext): Promise<BalanceV2> {
  const accounts = await findMemberAccounts(deps.db, ctx.session.memberId, ctx.merchant.currency);
  return {
    ...balanceOf(ctx.merchant, accounts),
    isSingle: ctx.merchant.walletSingle ? 1 : 0,
    vendors: vendorWallets(ctx.merchant, accounts),
  };
}

export function merchantWallet(ctx: SessionContext, merchantCode: string) {
  // A member only ever reads its own region's wallet setting.
  if (merchantCode !== ctx.merchant.merchantCode) throw new ApiError('NOT_FOUND');
  return {
    isSingle: ctx.merchant.walletSingle ? (1 as const) : (0 as const),
    vendors: ctx.merchant.walletSingle ? [] : ctx.merchant.walletVendors,
  };
}

/** A member's type and wallets, read together with those of the other transfers arriving at the same time. */
const memberWallets = perDatabase((db: Queryable) =>
  createBatchedLookup(async (keys: string[]) =>
    findMemberWallets(
      db,
      keys.map((key) => {
        const [memberId, currency] = key.split('/');
        return { memberId: Number(memberId), currency: currency as string };
      }),
    ),
  ),
);

function memberWallet(deps: Deps, memberId: number, currency: string): Promise<MemberWallet | undefined> {
  return memberWallets(deps.db)(`${memberId}/${currency}`);
}

/** The accounts as read, with the balances a fresh posting left on the accounts it moved. */
function afterPosting(accounts: MemberAccountBalance[], result: PostingResult): MemberAccountBalance[] {
  if (result.replayed) return accounts;
  return accounts.map((a) => ({
    ...a,
    balance: result.entries.find((e) => e.accountId === a.id)?.balanceAfter ?? a.balance,
  }));
}

/**
 * The id of a member's wallet account, as read or created now (and added to `accounts`). A wallet is created on first
 * use and committed on its own: an account never goes away once it exists.
 */
async function walletAccount(
  deps: Deps,
  spec: {
    merchantCode: string;
    memberId: number;
    currency: string;
    kind: MemberAccountBalance['kind'];
    vendor: string | null;
  },
  accounts: MemberAccountBalance[],
): Promise<string> {
  const known = accounts.find((a) => a.kind === spec.kind && a.vendor === spec.vendor);
  if (known) return known.id;
  const created = await ensureAccount(deps.db, { ...spec, vendor: spec.vendor ?? undefined });
  accounts.push({ id: created.id, kind: spec.kind, vendor: spec.vendor, balance: created.balance });
  return created.id;
}

/**
 * Moves money between the main wallet and one vendor wallet of the member, as one idempotent posting. Only where
 * the merchant's wallet is not single, only to a vendor the merchant offers.
 */
export async function transfer(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof walletTransferCall>,
): Promise<CallResponse<typeof walletTransferCall>> {
  const { merchant, session } = ctx;
  const wallet = await memberWallet(deps, session.memberId, merchant.currency);
  if (!wallet) throw new ApiError('NOT_FOUND');
  if (isTrialType(wallet.memberType)) throw new ApiError('TRIAL_ACCOUNT_NOT_ALLOWED');
  if (merchant.walletSingle) throw new ApiError('OPERATION_NOT_ENABLED');
  const toVendor = input.from === MAIN_WALLET;
  const vendor = toVendor ? input.to : input.from;
  if ((input.from === MAIN_WALLET) === (input.to === MAIN_WALLET))
    throw new ApiError('BAD_REQUEST', {
      message: 'A transfer goes between the main wallet and one vendor wallet',
      details: [{ field: 'to', reason: 'one side must be MAIN and the other a vendor' }],
    });
  if (!merchant.walletVendors.some((v) => v.vendor === vendor))
    throw new ApiError('BAD_REQUEST', {
      message: 'unknown wallet',
      details: [{ field: toVendor ? 'to' : 'from', reason: 'unknown wallet' }],
    });

  const amount = parseMoney(input.amount);
  const base = {
    merchantCode: merchant.merchantCode,
    memberId: session.memberId,
    currency: merchant.currency,
  };
  const accounts = [...wallet.accounts];
  const main = await walletAccount(deps, { ...base, kind: 'MEMBER_MAIN', vendor: null }, accounts);
  const vendorAccount = await walletAccount(deps, { ...base, kind: 'MEMBER_VENDOR', vendor }, accounts);
  const [source, target] = toVendor ? [main, vendorAccount] : [vendorAccount, main];
  const result = await post(deps, {
    merchantCode: merchant.merchantCode,
    kind: toVendor ? 'TRANSFER_TO_VENDOR' : 'TRANSFER_FROM_VENDOR',
    scope: `member:${session.memberId}:transfer`,
    idempotencyKey: input.idempotencyKey,
    request: { from: input.from, to: input.to, amount },
    entries: [
      { accountId: source, amount: -amount },
      { accountId: target, amount },
    ],
    memberId: session.memberId,
    reference: vendor,
  });
  // The wallets as read just before, with what this transfer moved: no read after it is needed.
  const after = afterPosting(accounts, result);
  return {
    transactionId: result.postingId,
    amount: formatMoney(amount),
    balance: formatMoney(mainOf(after)),
    vendors: vendorWallets(merchant, after),
  };
}

export async function fundsConsolidated(deps: Deps, ctx: SessionContext) {
  return {
    ...(await walletBalance(deps, ctx)),
    // VIP levels, promotions, messages and agent contracts come with their own issues; until then a member has none.
    hasVip: false,
    vipLabelName: null,
    vipRankLevel: 0,
    availablePromoCount: 0,
    unreadMessage: 0,
    dailysalreqtype: 0,
    divtypereq: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
  };
}

/** The account record: the member's postings, newest first, with the main wallet's change and balance after. */
export async function transactionHistory(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof transactionHistoryCall>,
): Promise<CallResponse<typeof transactionHistoryCall>> {
  // The dates are calendar days of the member's region, from the first midnight to the midnight after the last day.
  const zone = ctx.merchant.timeZone;
  const from = input.startDate ? startOfDayInZone(input.startDate, zone) : null;
  const to = input.endDate ? startOfDayInZone(addDays(input.endDate, 1), zone) : null;
  if (from && to && from >= to)
    throw new ApiError('BAD_REQUEST', {
      message: 'startDate must not be after endDate',
      details: [{ field: 'startDate', reason: 'must not be after endDate' }],
    });
  const accounts = await findMemberAccounts(deps.db, ctx.session.memberId, ctx.merchant.currency);
  const mainId = accounts.find((a) => a.kind === 'MEMBER_MAIN')?.id;
  const { rows, total } = await findHistory(deps.db, {
    memberId: ctx.session.memberId,
    type: input.type === 'ALL' ? null : input.type,
    from,
    to,
    limit: input.pageSize,
    offset: (input.pageNo - 1) * input.pageSize,
  });
  const gameOf = await gamesOfSteps(deps, ctx, rows, languageOf(ctx));
  return {
    content: rows.map((row) => {
      const game = gameOf(row);
      const mainEntry = row.result.entries.find((e) => e.accountId === mainId);
      const gross = row.result.entries.reduce((sum, e) => {
        const amount = BigInt(e.amount);
        return amount > 0n ? sum + amount : sum;
      }, 0n);
      return {
        id: row.id,
        type: row.type,
        kind: row.kind,
        amount: formatMoney(mainEntry ? BigInt(mainEntry.amount) : 0n),
        grossAmount: formatMoney(gross),
        balanceAfter: mainEntry ? formatMoney(BigInt(mainEntry.balanceAfter)) : null,
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
        ...(game ? { game } : {}),
      };
    }),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
    total,
  };
}

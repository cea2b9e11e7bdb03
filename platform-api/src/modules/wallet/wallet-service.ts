import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  formatMoney,
  type getBalanceV2Call,
  isTrialType,
  MAIN_WALLET,
  parseMoney,
  type transactionHistoryCall,
  type walletTransferCall,
} from '@platform/shared-contracts';
import type { Deps } from '../../deps';
import type { SessionContext } from '../../http/request-context';
import type { MerchantState } from '../system/merchant-state';
import { ensureAccount, postInTransaction } from './ledger-service';
import { findHistory, findMemberAccounts, type MemberAccountBalance } from './wallet-store';

type BalanceV2 = CallResponse<typeof getBalanceV2Call>;

/** Every SEA region of the demo keeps Indochina time; history days are calendar days there. */
const MERCHANT_UTC_OFFSET = '+07:00';

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

/** The main wallet and the total over every wallet of the member, in the region's currency. */
export async function walletBalance(deps: Deps, ctx: SessionContext) {
  const accounts = await findMemberAccounts(deps.db, ctx.session.memberId, ctx.merchant.currency);
  return {
    currency: ctx.merchant.currency,
    currencySymbol: ctx.merchant.currencySymbol,
    balance: formatMoney(mainOf(accounts)),
    total: formatMoney(accounts.reduce((sum, a) => sum + a.balance, 0n)),
  };
}

export async function balancesWithVendors(deps: Deps, ctx: SessionContext): Promise<BalanceV2> {
  const accounts = await findMemberAccounts(deps.db, ctx.session.memberId, ctx.merchant.currency);
  return {
    ...(await walletBalance(deps, ctx)),
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

async function memberType(deps: Deps, memberId: number): Promise<number> {
  const [row] = await deps.db.query<{ type: number }>('select type from members where id = $1', [memberId]);
  return row?.type ?? 0;
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
  if (isTrialType(await memberType(deps, session.memberId))) throw new ApiError('TRIAL_ACCOUNT_NOT_ALLOWED');
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
  const result = await deps.db.transaction(async (tx) => {
    const main = await ensureAccount(tx, { ...base, kind: 'MEMBER_MAIN' });
    const vendorAccount = await ensureAccount(tx, { ...base, kind: 'MEMBER_VENDOR', vendor });
    const [source, target] = toVendor ? [main, vendorAccount] : [vendorAccount, main];
    return postInTransaction(tx, deps.now(), {
      merchantCode: merchant.merchantCode,
      kind: toVendor ? 'TRANSFER_TO_VENDOR' : 'TRANSFER_FROM_VENDOR',
      scope: `member:${session.memberId}:transfer`,
      idempotencyKey: input.idempotencyKey,
      request: { from: input.from, to: input.to, amount },
      entries: [
        { accountId: source.id, amount: -amount },
        { accountId: target.id, amount },
      ],
      memberId: session.memberId,
      reference: vendor,
    });
  });
  const after = await balancesWithVendors(deps, ctx);
  return {
    transactionId: result.postingId,
    amount: formatMoney(amount),
    balance: after.balance,
    vendors: after.vendors,
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

function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00${MERCHANT_UTC_OFFSET}`);
}

/** The account record: the member's postings, newest first, with the main wallet's change and balance after. */
export async function transactionHistory(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof transactionHistoryCall>,
): Promise<CallResponse<typeof transactionHistoryCall>> {
  const from = input.startDate ? dayStart(input.startDate) : null;
  const to = input.endDate ? new Date(dayStart(input.endDate).getTime() + 86_400_000) : null;
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
  return {
    content: rows.map((row) => {
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
      };
    }),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
    total,
  };
}

import { randomBytes } from 'node:crypto';
import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  type createDepositCall,
  type DepositOrder,
  type DepositStatus,
  type depositChannelsCall,
  formatMoney,
  type operatorDepositsCall,
  parseMoney,
} from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { OperatorContext, SessionContext } from '../../http/request-context';
import type { PaymentNotification } from '../../providers/payment/payment-provider';
import { refuseTrialAccount } from '../member/member-service';
import { operatorRegions } from '../operator/operator-service';
import { depositLimitsOf, lockLimitsOf } from '../responsible-gaming/rg-guard';
import { sha256 } from '../security/tokens';
import { canonicalJson, ensureAccount, postInTransaction } from '../wallet/ledger-service';
import { memberCurrency, merchantAccountOf } from '../wallet/member-wallet';
import {
  type DepositOrderRow,
  findChannel,
  findOrder,
  findOrderByKey,
  findOrderWithChannel,
  insertOrder,
  listChannels,
  listOperatorDeposits,
  lockOrder,
  markCredited,
  markFailed,
  setPayment,
  sumDepositsSince,
} from './deposit-store';

/** Ledger idempotency scope of deposit credits; the key is the order id, so an order is credited at most once. */
export const DEPOSIT_POSTING_SCOPE = 'deposit';

function newOrderId(): string {
  return `D${randomBytes(10).toString('hex').toUpperCase()}`;
}

function orderView(row: DepositOrderRow): DepositOrder {
  return {
    orderId: row.id,
    channelId: row.channelId,
    amount: formatMoney(row.amount),
    currency: row.currency,
    status: row.status,
    payUrl: row.payUrl ?? '',
    createdAt: row.createdAt.toISOString(),
    creditedAt: row.creditedAt?.toISOString() ?? null,
  };
}

/** A channel is offered only while this server runs its provider (the sandbox never runs in production). */
function isOffered(deps: Deps, channel: { provider: string }): boolean {
  return deps.payments.has(channel.provider);
}

/**
 * The order with its payment page. A pending order whose provider never answered (the first request failed or is
 * still in flight) asks the provider again, so retrying the same key recovers it.
 */
async function withPayUrl(deps: Deps, row: DepositOrderRow, providerName?: string): Promise<DepositOrder> {
  if (row.payUrl !== null || row.status !== 'PENDING') return orderView(row);
  const name = providerName ?? (await findOrderWithChannel(deps.db, row.id))?.provider;
  if (!name) throw new ApiError('NOT_FOUND');
  const provider = deps.payments.get(name);
  // Its provider is no longer run here: the order stays pending without a payment page.
  if (!provider) return orderView(row);
  const payment = await provider.createPayment({
    orderId: row.id,
    merchantCode: row.merchantCode,
    channelId: row.channelId,
    amount: row.amount,
    currency: row.currency,
  });
  await setPayment(deps.db, row.id, { ...payment, now: deps.now() });
  const fresh = await findOrder(deps.db, row.id);
  if (!fresh) throw new Error('deposit order vanished');
  return orderView(fresh);
}

export async function depositChannels(
  deps: Deps,
  ctx: SessionContext,
): Promise<CallResponse<typeof depositChannelsCall>> {
  const wallet = await memberCurrency(deps.db, ctx.session.memberId);
  const channels = await listChannels(deps.db, wallet.merchantCode);
  return {
    currency: wallet.currency,
    channels: channels
      .filter((c) => isOffered(deps, c))
      .map((c) => ({
        id: c.id,
        name: c.name,
        provider: c.provider,
        minAmount: formatMoney(c.minAmount),
        maxAmount: formatMoney(c.maxAmount),
      })),
  };
}

/**
 * A deposit order, PENDING until the provider's notification: nothing moves in the ledger yet. The same key answers
 * the order it made as long as the request is the same; another request with it is IDEMPOTENCY_CONFLICT.
 */
export async function createDeposit(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof createDepositCall>,
): Promise<DepositOrder> {
  const member = await refuseTrialAccount(deps, ctx.session.memberId);
  const amount = parseMoney(input.amount);
  const requestHash = sha256(canonicalJson({ channelId: input.channelId, amount }));
  const replay = async (row: DepositOrderRow) => {
    if (row.requestHash !== requestHash) throw new ApiError('IDEMPOTENCY_CONFLICT');
    return withPayUrl(deps, row);
  };
  const earlier = await findOrderByKey(deps.db, member.id, input.idempotencyKey);
  if (earlier) return replay(earlier);

  const channel = await findChannel(deps.db, member.merchant_code, input.channelId);
  if (!channel || !isOffered(deps, channel)) throw new ApiError('NOT_FOUND');
  if (amount < channel.minAmount || amount > channel.maxAmount)
    throw new ApiError('AMOUNT_OUT_OF_RANGE', {
      value: { minAmount: formatMoney(channel.minAmount), maxAmount: formatMoney(channel.maxAmount) },
    });
  const wallet = await memberCurrency(deps.db, member.id);
  const id = newOrderId();
  const inserted = await deps.db.transaction(async (tx) => {
    // The member's orders take turns at the limit check and their insert, so parallel orders cannot outrun a limit.
    await lockLimitsOf(tx, member.id);
    await refuseOverDepositLimit(deps, tx, ctx, amount);
    return insertOrder(tx, {
      id,
      memberId: member.id,
      merchantCode: wallet.merchantCode,
      channelId: channel.id,
      amount,
      currency: wallet.currency,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      createdAt: deps.now(),
    });
  });
  // Not inserted: a concurrent request with the same key committed first.
  const row = inserted
    ? await findOrder(deps.db, id)
    : await findOrderByKey(deps.db, member.id, input.idempotencyKey);
  if (!row) throw new Error('deposit order vanished after insert');
  return inserted ? withPayUrl(deps, row, channel.provider) : replay(row);
}

/** What the member deposited since an instant, for the deposit limits (responsible gaming). */
export function depositedSince(deps: Deps, memberId: number, since: Date): Promise<bigint> {
  return sumDepositsSince(deps.db, memberId, since);
}

/** A deposit that would take a period's deposits over the member's own limit is refused (decision 104). */
async function refuseOverDepositLimit(
  deps: Deps,
  tx: Queryable,
  ctx: SessionContext,
  amount: bigint,
): Promise<void> {
  const memberId = ctx.session.memberId;
  const limits = await depositLimitsOf(tx, memberId, ctx.merchant.timeZone, deps.now());
  for (const { since, cap } of limits)
    if ((await sumDepositsSince(tx, memberId, since)) + amount > cap)
      throw new ApiError('DEPOSIT_LIMIT_REACHED');
}

/** One of the member's own orders; anyone else's is NOT_FOUND, as if absent. */
export async function depositOrder(deps: Deps, ctx: SessionContext, orderId: string): Promise<DepositOrder> {
  const row = await findOrder(deps.db, orderId);
  if (!row || row.memberId !== ctx.session.memberId) throw new ApiError('NOT_FOUND');
  return withPayUrl(deps, row);
}

/** The money arrives: payment clearing pays the member's main wallet, keyed by the order so it happens once. */
async function creditOrder(tx: Queryable, now: Date, order: DepositOrderRow, providerRef: string) {
  const { merchantCode, memberId, currency, amount } = order;
  const clearing = await merchantAccountOf(tx, merchantCode, 'PAYMENT_CLEARING', currency, memberId);
  const main = await ensureAccount(tx, { merchantCode, memberId, kind: 'MEMBER_MAIN', currency });
  await postInTransaction(tx, now, {
    merchantCode,
    kind: 'DEPOSIT',
    scope: DEPOSIT_POSTING_SCOPE,
    idempotencyKey: order.id,
    request: { orderId: order.id, amount },
    entries: [
      { accountId: clearing.id, amount: -amount },
      { accountId: main.id, amount },
    ],
    memberId,
    reference: order.id,
  });
  await markCredited(tx, order.id, providerRef, now);
}

/**
 * The provider's notification. Only a notification signed with the order's channel secret and matching the order's
 * amount and currency changes anything. SUCCESS credits once, even from FAILED (the provider says the money came
 * after all); FAILED only fails a PENDING order; a repeat answers the current status and moves nothing.
 */
export async function handlePaymentNotification(
  deps: Deps,
  notification: PaymentNotification,
): Promise<{ orderId: string; status: DepositStatus }> {
  const found = await findOrderWithChannel(deps.db, notification.orderId);
  const provider = found && deps.payments.get(found.provider);
  if (!found || !provider || found.provider !== notification.provider) throw new ApiError('NOT_FOUND');
  if (!provider.verifyNotification(notification, found.secret))
    throw new ApiError('CALLBACK_SIGNATURE_INVALID');
  if (
    parseMoney(notification.amount) !== found.order.amount ||
    notification.currency !== found.order.currency
  )
    throw new ApiError('CALLBACK_AMOUNT_MISMATCH');

  const now = deps.now();
  const status = await deps.db.transaction(async (tx): Promise<DepositStatus> => {
    const order = await lockOrder(tx, notification.orderId);
    if (!order) throw new ApiError('NOT_FOUND');
    if (order.status === 'CREDITED') return order.status;
    if (notification.status === 'FAILED') {
      await markFailed(tx, order.id, notification.providerRef, now);
      return 'FAILED';
    }
    await creditOrder(tx, now, order, notification.providerRef);
    return 'CREDITED';
  });
  return { orderId: notification.orderId, status };
}

export async function operatorDeposits(
  deps: Deps,
  ctx: OperatorContext,
  input: CallParsedRequest<typeof operatorDepositsCall>,
): Promise<CallResponse<typeof operatorDepositsCall>> {
  const { rows, total } = await listOperatorDeposits(deps.db, {
    merchantCodes: operatorRegions(ctx.operator),
    status: input.status ?? null,
    limit: input.pageSize,
    offset: (input.pageNo - 1) * input.pageSize,
  });
  return {
    content: rows.map((row) => ({
      ...orderView(row),
      memberId: row.memberId,
      memberAccount: row.memberAccount,
      merchantCode: row.merchantCode,
      providerRef: row.providerRef,
    })),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
    total,
  };
}

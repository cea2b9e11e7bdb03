import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  formatMoney,
  type OperatorWithdrawal,
  type operatorWithdrawalsCall,
  parseMoney,
  type refundWithdrawalCall,
  type WithdrawalStatus,
} from '@platform/shared-contracts';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { OperatorContext } from '../../http/request-context';
import { operatorMaySee, operatorRegions } from '../operator/operator-service';
import { withdrawalSettingsOf } from '../security-centre/security-centre-service';
import { type LedgerAccount, postInTransaction } from '../wallet/ledger-service';
import { findPostingByKey } from '../wallet/ledger-store';
import { mainAccountOf, memberCurrency, merchantAccountOf } from '../wallet/member-wallet';
import {
  addRefund,
  findOperatorWithdrawal,
  listOperatorWithdrawals,
  lockWithdrawal,
  markApproved,
  markPaid,
  markRejected,
  type WithdrawalRow,
} from './withdrawal-store';
import { expireUnconfirmedWithdrawals } from './withdrawal-timeout';
import { operatorWithdrawalView } from './withdrawal-view';

const operatorScope = (withdrawalId: string) => `operator:withdrawal:${withdrawalId}`;

/** Only a shortfall the member reported can be refunded; a forced-received payout never. */
const REFUNDABLE: ReadonlySet<WithdrawalStatus> = new Set(['PARTIAL', 'NOT_RECEIVED']);

export async function operatorWithdrawals(
  deps: Deps,
  ctx: OperatorContext,
  input: CallParsedRequest<typeof operatorWithdrawalsCall>,
): Promise<CallResponse<typeof operatorWithdrawalsCall>> {
  await expireUnconfirmedWithdrawals(deps);
  const { rows, total } = await listOperatorWithdrawals(deps.db, {
    merchantCodes: operatorRegions(ctx.operator),
    status: input.status ?? null,
    limit: input.pageSize,
    offset: (input.pageNo - 1) * input.pageSize,
  });
  return {
    content: rows.map(operatorWithdrawalView),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
    total,
  };
}

async function answer(db: Queryable, id: string): Promise<OperatorWithdrawal> {
  const row = await findOperatorWithdrawal(db, id);
  if (!row) throw new ApiError('NOT_FOUND');
  return operatorWithdrawalView(row);
}

/** The withdrawal locked for this change, or NOT_FOUND when it is absent or in a region the operator may not see. */
async function lockVisible(tx: Queryable, ctx: OperatorContext, id: string): Promise<WithdrawalRow> {
  const row = await lockWithdrawal(tx, id);
  if (!row || !operatorMaySee(ctx.operator, row.merchantCode)) throw new ApiError('NOT_FOUND');
  return row;
}

function requireStatus(row: WithdrawalRow, allowed: readonly WithdrawalStatus[]): void {
  if (!allowed.includes(row.status)) throw new ApiError('WITHDRAWAL_STATE_INVALID');
}

interface MoneyStep {
  kind: 'WITHDRAWAL_REFUND' | 'WITHDRAWAL_PAID';
  key: string;
  request: unknown;
  from: LedgerAccount;
  to: LedgerAccount;
  amount: bigint;
}

function post(tx: Queryable, now: Date, row: WithdrawalRow, step: MoneyStep) {
  return postInTransaction(tx, now, {
    merchantCode: row.merchantCode,
    kind: step.kind,
    scope: operatorScope(row.id),
    idempotencyKey: step.key,
    request: step.request,
    entries: [
      { accountId: step.from.id, amount: -step.amount },
      { accountId: step.to.id, amount: step.amount },
    ],
    memberId: row.memberId,
    reference: row.id,
  });
}

/**
 * One operator money step on a locked withdrawal. A key already used on this withdrawal replays (the same request
 * answers the withdrawal as it is, another request is IDEMPOTENCY_CONFLICT) before any state check, because the
 * first call already moved the state on.
 */
async function moneyStep(
  deps: Deps,
  ctx: OperatorContext,
  withdrawalId: string,
  plan: (tx: Queryable, row: WithdrawalRow) => Promise<MoneyStep>,
  validate: (row: WithdrawalRow) => void,
  apply: (tx: Queryable, row: WithdrawalRow, now: Date) => Promise<void>,
): Promise<OperatorWithdrawal> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockVisible(tx, ctx, withdrawalId);
    const step = await plan(tx, row);
    if (await findPostingByKey(tx, operatorScope(row.id), step.key)) {
      await post(tx, now, row, step);
      return answer(tx, row.id);
    }
    validate(row);
    await post(tx, now, row, step);
    await apply(tx, row, now);
    return answer(tx, row.id);
  });
}

export async function approveWithdrawal(
  deps: Deps,
  ctx: OperatorContext,
  input: { withdrawalId: string },
): Promise<OperatorWithdrawal> {
  return deps.db.transaction(async (tx) => {
    const row = await lockVisible(tx, ctx, input.withdrawalId);
    requireStatus(row, ['PENDING']);
    await markApproved(tx, row.id, deps.now());
    return answer(tx, row.id);
  });
}

/** The whole held amount goes back to the member's main wallet. */
export async function rejectWithdrawal(
  deps: Deps,
  ctx: OperatorContext,
  input: { withdrawalId: string; reason: string; idempotencyKey: string },
): Promise<OperatorWithdrawal> {
  return moneyStep(
    deps,
    ctx,
    input.withdrawalId,
    async (tx, row) => ({
      kind: 'WITHDRAWAL_REFUND',
      key: input.idempotencyKey,
      request: { action: 'REJECT', reason: input.reason },
      from: await merchantAccountOf(tx, row.merchantCode, 'WITHDRAWAL_HOLD', row.currency),
      to: await mainAccountOf(tx, await memberCurrency(tx, row.memberId)),
      amount: row.amount,
    }),
    (row) => requireStatus(row, ['PENDING', 'APPROVED']),
    (tx, row, now) => markRejected(tx, row.id, input.reason, row.amount, now),
  );
}

/** The money left the house: hold to payment clearing, and the member's confirmation window opens. */
export async function payWithdrawal(
  deps: Deps,
  ctx: OperatorContext,
  input: { withdrawalId: string; payoutReference: string; idempotencyKey: string },
): Promise<OperatorWithdrawal> {
  return moneyStep(
    deps,
    ctx,
    input.withdrawalId,
    async (tx, row) => ({
      kind: 'WITHDRAWAL_PAID',
      key: input.idempotencyKey,
      request: { action: 'PAY', payoutReference: input.payoutReference },
      from: await merchantAccountOf(tx, row.merchantCode, 'WITHDRAWAL_HOLD', row.currency),
      to: await merchantAccountOf(tx, row.merchantCode, 'PAYMENT_CLEARING', row.currency),
      amount: row.amount,
    }),
    (row) => requireStatus(row, ['APPROVED']),
    async (tx, row, now) => {
      const settings = await withdrawalSettingsOf(tx, row.merchantCode);
      const confirmBy = new Date(now.getTime() + settings.confirmMinutes * 60_000);
      await markPaid(tx, row.id, input.payoutReference, now, confirmBy);
    },
  );
}

/**
 * After reviewing a shortfall the member reported: up to what did not arrive, less what was already refunded, goes
 * from payment clearing back to the main wallet.
 */
export async function refundWithdrawal(
  deps: Deps,
  ctx: OperatorContext,
  input: CallParsedRequest<typeof refundWithdrawalCall>,
): Promise<OperatorWithdrawal> {
  await expireUnconfirmedWithdrawals(deps);
  const amount = parseMoney(input.amount);
  const remark = input.remark?.trim() || null;
  return moneyStep(
    deps,
    ctx,
    input.withdrawalId,
    async (tx, row) => ({
      kind: 'WITHDRAWAL_REFUND',
      key: input.idempotencyKey,
      request: { action: 'REFUND', amount, remark },
      from: await merchantAccountOf(tx, row.merchantCode, 'PAYMENT_CLEARING', row.currency),
      to: await mainAccountOf(tx, await memberCurrency(tx, row.memberId)),
      amount,
    }),
    (row) => {
      if (!REFUNDABLE.has(row.status)) throw new ApiError('WITHDRAWAL_STATE_INVALID');
      const refundable = row.amount - (row.amountReceived ?? 0n) - row.amountRefunded;
      if (amount > refundable)
        throw new ApiError('AMOUNT_OUT_OF_RANGE', {
          message: 'The refund is more than the amount not received',
          value: { refundable: formatMoney(refundable) },
        });
    },
    (tx, row, now) => addRefund(tx, row.id, amount, remark, now),
  );
}

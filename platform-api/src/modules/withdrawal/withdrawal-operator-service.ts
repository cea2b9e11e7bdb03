import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  type OperatorWithdrawal,
  type operatorWithdrawalsCall,
  type WithdrawalOperatorAction,
  type WithdrawalStatus,
} from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { OperatorContext } from '../../http/request-context';
import { operatorMaySee, operatorRegions } from '../operator/operator-service';
import { withdrawalSettingsOf } from '../security-centre/security-centre-service';
import { type LedgerAccount, postInTransaction, postingExists } from '../wallet/ledger-service';
import { mainAccountOf, memberCurrency, merchantAccountOf } from '../wallet/member-wallet';
import { operatorTrailOf, recordOperatorStep } from './operator-step-store';
import {
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

export const operatorScope = (withdrawalId: string) => `operator:withdrawal:${withdrawalId}`;

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
  const trail = await operatorTrailOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    content: rows.map((row) => operatorWithdrawalView(row, trail)),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
    total,
  };
}

/** The withdrawal as the operator views show it, with its operator steps and refund requests. */
export async function answerForOperator(db: Queryable, id: string): Promise<OperatorWithdrawal> {
  const row = await findOperatorWithdrawal(db, id);
  if (!row) throw new ApiError('NOT_FOUND');
  return operatorWithdrawalView(row, await operatorTrailOf(db, [id]));
}

/** The withdrawal locked for this change, or NOT_FOUND when it is absent or in a region the operator may not see. */
export async function lockVisible(tx: Queryable, ctx: OperatorContext, id: string): Promise<WithdrawalRow> {
  const row = await lockWithdrawal(tx, id);
  if (!row || !operatorMaySee(ctx.operator, row.merchantCode)) throw new ApiError('NOT_FOUND');
  return row;
}

function requireStatus(row: WithdrawalRow, allowed: readonly WithdrawalStatus[]): void {
  if (!allowed.includes(row.status)) throw new ApiError('WITHDRAWAL_STATE_INVALID');
}

export interface MoneyStep {
  /** Recorded with the operator who took it. */
  action: WithdrawalOperatorAction;
  kind: 'WITHDRAWAL_REFUND' | 'WITHDRAWAL_PAID';
  key: string;
  request: unknown;
  from: LedgerAccount;
  to: LedgerAccount;
  amount: bigint;
}

export function postMoneyStep(tx: Queryable, now: Date, row: WithdrawalRow, step: MoneyStep) {
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
 * One operator money step on a locked withdrawal, recorded with the operator who took it and its posting. A key
 * already used on this withdrawal replays (the same request answers the withdrawal as it is, another request is
 * IDEMPOTENCY_CONFLICT) before any state check, because the first call already moved the state on.
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
    if (await postingExists(tx, operatorScope(row.id), step.key)) {
      await postMoneyStep(tx, now, row, step);
      return answerForOperator(tx, row.id);
    }
    validate(row);
    const posted = await postMoneyStep(tx, now, row, step);
    await apply(tx, row, now);
    await recordOperatorStep(tx, {
      withdrawalId: row.id,
      action: step.action,
      operatorId: ctx.operator.operatorId,
      amount: step.amount,
      postingId: posted.postingId,
      refundRequestId: null,
      at: now,
    });
    return answerForOperator(tx, row.id);
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
    await recordOperatorStep(tx, {
      withdrawalId: row.id,
      action: 'APPROVE',
      operatorId: ctx.operator.operatorId,
      amount: null,
      postingId: null,
      refundRequestId: null,
      at: deps.now(),
    });
    return answerForOperator(tx, row.id);
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
      action: 'REJECT',
      kind: 'WITHDRAWAL_REFUND',
      key: input.idempotencyKey,
      request: { action: 'REJECT', reason: input.reason },
      from: await merchantAccountOf(tx, row.merchantCode, 'WITHDRAWAL_HOLD', row.currency, row.memberId),
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
      action: 'PAY',
      kind: 'WITHDRAWAL_PAID',
      key: input.idempotencyKey,
      request: { action: 'PAY', payoutReference: input.payoutReference },
      from: await merchantAccountOf(tx, row.merchantCode, 'WITHDRAWAL_HOLD', row.currency, row.memberId),
      to: await merchantAccountOf(tx, row.merchantCode, 'PAYMENT_CLEARING', row.currency, row.memberId),
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

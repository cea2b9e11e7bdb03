import type { WithdrawalOperatorAction } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';

// Who did what to a withdrawal, and the refunds one operator asked for and another approved.

export interface OperatorStepRow {
  action: WithdrawalOperatorAction;
  operator: string;
  amount: bigint | null;
  at: Date;
}

export interface RefundRequestRow {
  id: string;
  withdrawalId: string;
  amount: bigint;
  remark: string | null;
  requestHash: string;
  requestedById: number;
  requestedBy: string;
  requestedAt: Date;
  approvedById: number | null;
  approvedBy: string | null;
  approvedAt: Date | null;
  declinedBy: string | null;
  declinedAt: Date | null;
}

/** The operator side of withdrawals, keyed by withdrawal id, oldest first. */
export interface OperatorTrail {
  steps: Map<string, OperatorStepRow[]>;
  refunds: Map<string, RefundRequestRow[]>;
}

export async function recordOperatorStep(
  tx: Queryable,
  step: {
    withdrawalId: string;
    action: WithdrawalOperatorAction;
    operatorId: number;
    amount: bigint | null;
    postingId: string | null;
    refundRequestId: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into withdrawal_operator_steps
       (withdrawal_id, action, operator_id, amount, posting_id, refund_request_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      step.withdrawalId,
      step.action,
      step.operatorId,
      step.amount?.toString() ?? null,
      step.postingId,
      step.refundRequestId,
      step.at,
    ],
  );
}

interface RawRefund {
  id: string;
  withdrawal_id: string;
  amount: string;
  remark: string | null;
  request_hash: string;
  requested_by_id: number;
  requested_by: string;
  requested_at: Date | string;
  approved_by_id: number | null;
  approved_by: string | null;
  approved_at: Date | string | null;
  declined_by: string | null;
  declined_at: Date | string | null;
}

const REFUND_COLUMNS = `r.id::text as id, r.withdrawal_id, r.amount::text as amount, r.remark, r.request_hash,
  r.requested_by as requested_by_id, q.username as requested_by, r.requested_at,
  r.approved_by as approved_by_id, a.username as approved_by, r.approved_at, d.username as declined_by, r.declined_at`;

const REFUND_FROM = `withdrawal_refund_requests r join operators q on q.id = r.requested_by
  left join operators a on a.id = r.approved_by left join operators d on d.id = r.declined_by`;

function toRefund(row: RawRefund): RefundRequestRow {
  return {
    id: row.id,
    withdrawalId: row.withdrawal_id,
    amount: BigInt(row.amount),
    remark: row.remark,
    requestHash: row.request_hash,
    requestedById: row.requested_by_id,
    requestedBy: row.requested_by,
    requestedAt: new Date(row.requested_at),
    approvedById: row.approved_by_id,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at === null ? null : new Date(row.approved_at),
    declinedBy: row.declined_by,
    declinedAt: row.declined_at === null ? null : new Date(row.declined_at),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export async function operatorTrailOf(db: Queryable, withdrawalIds: string[]): Promise<OperatorTrail> {
  if (withdrawalIds.length === 0) return { steps: new Map(), refunds: new Map() };
  const steps = await db.query<{
    withdrawal_id: string;
    action: WithdrawalOperatorAction;
    operator: string;
    amount: string | null;
    created_at: Date | string;
  }>(
    `select s.withdrawal_id, s.action, o.username as operator, s.amount::text as amount, s.created_at
       from withdrawal_operator_steps s join operators o on o.id = s.operator_id
      where s.withdrawal_id = any($1::text[]) order by s.id`,
    [withdrawalIds],
  );
  const refunds = await db.query<RawRefund>(
    `select ${REFUND_COLUMNS} from ${REFUND_FROM} where r.withdrawal_id = any($1::text[]) order by r.id`,
    [withdrawalIds],
  );
  return {
    steps: groupBy(
      steps.map((s) => ({
        withdrawalId: s.withdrawal_id,
        action: s.action,
        operator: s.operator,
        amount: s.amount === null ? null : BigInt(s.amount),
        at: new Date(s.created_at),
      })),
      (s) => s.withdrawalId,
    ),
    refunds: groupBy(refunds.map(toRefund), (r) => r.withdrawalId),
  };
}

export async function findRefundRequestByKey(
  tx: Queryable,
  withdrawalId: string,
  idempotencyKey: string,
): Promise<RefundRequestRow | null> {
  const [row] = await tx.query<RawRefund>(
    `select ${REFUND_COLUMNS} from ${REFUND_FROM} where r.withdrawal_id = $1 and r.idempotency_key = $2`,
    [withdrawalId, idempotencyKey],
  );
  return row ? toRefund(row) : null;
}

/** What refund requests of the withdrawal still wait for approval, in minor units. */
export async function pendingRefundTotal(tx: Queryable, withdrawalId: string): Promise<bigint> {
  const [row] = await tx.query<{ total: string }>(
    `select coalesce(sum(amount), 0)::text as total from withdrawal_refund_requests
      where withdrawal_id = $1 and approved_by is null and declined_by is null`,
    [withdrawalId],
  );
  return BigInt(row?.total ?? '0');
}

export async function insertRefundRequest(
  tx: Queryable,
  request: {
    withdrawalId: string;
    amount: bigint;
    remark: string | null;
    idempotencyKey: string;
    requestHash: string;
    operatorId: number;
    at: Date;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into withdrawal_refund_requests
       (withdrawal_id, amount, remark, idempotency_key, request_hash, requested_by, requested_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id::text as id`,
    [
      request.withdrawalId,
      request.amount.toString(),
      request.remark,
      request.idempotencyKey,
      request.requestHash,
      request.operatorId,
      request.at,
    ],
  );
  return row!.id;
}

/** The request locked for approval; the caller holds the withdrawal's lock already. */
export async function lockRefundRequest(
  tx: Queryable,
  withdrawalId: string,
  refundId: string,
): Promise<RefundRequestRow | null> {
  if (!/^\d{1,18}$/.test(refundId)) return null;
  const [row] = await tx.query<RawRefund>(
    `select ${REFUND_COLUMNS} from ${REFUND_FROM} where r.id = $1 and r.withdrawal_id = $2 for update of r`,
    [refundId, withdrawalId],
  );
  return row ? toRefund(row) : null;
}

export async function markRefundDeclined(
  tx: Queryable,
  decline: { refundId: string; operatorId: number; at: Date },
): Promise<void> {
  await tx.query(`update withdrawal_refund_requests set declined_by = $2, declined_at = $3 where id = $1`, [
    decline.refundId,
    decline.operatorId,
    decline.at,
  ]);
}

export async function markRefundApproved(
  tx: Queryable,
  approval: { refundId: string; operatorId: number; postingId: string; at: Date },
): Promise<void> {
  await tx.query(
    `update withdrawal_refund_requests set approved_by = $2, approved_at = $3, posting_id = $4 where id = $1`,
    [approval.refundId, approval.operatorId, approval.at, approval.postingId],
  );
}

import type { WithdrawalStatus } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { StoredProof } from './proof-images';

// Amounts are bigint columns read as `::text` and turned into `bigint` here, never a JavaScript number.

export interface WithdrawalRow {
  id: string;
  memberId: number;
  merchantCode: string;
  bankAccountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  amount: bigint;
  currency: string;
  status: WithdrawalStatus;
  amountReceived: bigint | null;
  amountRefunded: bigint;
  rejectReason: string | null;
  payoutReference: string | null;
  remark: string | null;
  requestHash: string;
  paidAt: Date | null;
  confirmBy: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the operator sees besides the withdrawal itself. */
export interface OperatorWithdrawalRow extends WithdrawalRow {
  memberAccount: string;
  proofImageCount: number;
}

interface RawWithdrawal {
  id: string;
  member_id: number;
  merchant_code: string;
  bank_account_id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  amount: string;
  currency: string;
  status: WithdrawalStatus;
  amount_received: string | null;
  amount_refunded: string;
  reject_reason: string | null;
  payout_reference: string | null;
  remark: string | null;
  request_hash: string;
  paid_at: Date | string | null;
  confirm_by: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `w.id, w.member_id, w.merchant_code, w.bank_account_id::text as bank_account_id, w.bank_name,
  w.account_name, w.account_number, w.amount::text as amount, w.currency, w.status,
  w.amount_received::text as amount_received, w.amount_refunded::text as amount_refunded, w.reject_reason,
  w.payout_reference, w.remark, w.request_hash, w.paid_at, w.confirm_by, w.created_at, w.updated_at`;

const OPERATOR_COLUMNS = `${COLUMNS}, m.account as member_account,
  (select count(*)::int from withdrawal_proofs p where p.withdrawal_id = w.id) as proof_image_count`;

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

function toWithdrawal(row: RawWithdrawal): WithdrawalRow {
  return {
    id: row.id,
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    bankAccountId: row.bank_account_id,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    amount: BigInt(row.amount),
    currency: row.currency,
    status: row.status,
    amountReceived: row.amount_received === null ? null : BigInt(row.amount_received),
    amountRefunded: BigInt(row.amount_refunded),
    rejectReason: row.reject_reason,
    payoutReference: row.payout_reference,
    remark: row.remark,
    requestHash: row.request_hash,
    paidAt: dateOrNull(row.paid_at),
    confirmBy: dateOrNull(row.confirm_by),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function toOperatorWithdrawal(
  row: RawWithdrawal & { member_account: string; proof_image_count: number },
): OperatorWithdrawalRow {
  return { ...toWithdrawal(row), memberAccount: row.member_account, proofImageCount: row.proof_image_count };
}

export interface NewWithdrawal {
  id: string;
  memberId: number;
  merchantCode: string;
  bankAccountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  amount: bigint;
  currency: string;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
}

/** Inserts the request unless the member already used the key; answers whether it was inserted. */
export async function insertWithdrawal(tx: Queryable, w: NewWithdrawal): Promise<boolean> {
  const rows = await tx.query(
    `insert into withdrawals (id, member_id, merchant_code, bank_account_id, bank_name, account_name, account_number,
       amount, currency, idempotency_key, request_hash, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     on conflict (member_id, idempotency_key) do nothing
     returning id`,
    [
      w.id,
      w.memberId,
      w.merchantCode,
      w.bankAccountId,
      w.bankName,
      w.accountName,
      w.accountNumber,
      w.amount.toString(),
      w.currency,
      w.idempotencyKey,
      w.requestHash,
      w.createdAt,
    ],
  );
  return rows.length > 0;
}

export async function findWithdrawalByKey(
  db: Queryable,
  memberId: number,
  idempotencyKey: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db.query<RawWithdrawal>(
    `select ${COLUMNS} from withdrawals w where w.member_id = $1 and w.idempotency_key = $2`,
    [memberId, idempotencyKey],
  );
  return row ? toWithdrawal(row) : null;
}

export async function findWithdrawal(db: Queryable, id: string): Promise<WithdrawalRow | null> {
  const [row] = await db.query<RawWithdrawal>(`select ${COLUMNS} from withdrawals w where w.id = $1`, [id]);
  return row ? toWithdrawal(row) : null;
}

/** Locks the withdrawal row: every state change and its money start here, before any ledger account. */
export async function lockWithdrawal(tx: Queryable, id: string): Promise<WithdrawalRow | null> {
  const [row] = await tx.query<RawWithdrawal>(
    `select ${COLUMNS} from withdrawals w where w.id = $1 for update`,
    [id],
  );
  return row ? toWithdrawal(row) : null;
}

export async function findOperatorWithdrawal(
  db: Queryable,
  id: string,
): Promise<OperatorWithdrawalRow | null> {
  const [row] = await db.query<RawWithdrawal & { member_account: string; proof_image_count: number }>(
    `select ${OPERATOR_COLUMNS} from withdrawals w join members m on m.id = w.member_id where w.id = $1`,
    [id],
  );
  return row ? toOperatorWithdrawal(row) : null;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export async function listMemberWithdrawals(
  db: Queryable,
  memberId: number,
  limit: number,
  offset: number,
): Promise<Page<WithdrawalRow>> {
  const [count] = await db.query<{ total: number }>(
    'select count(*)::int as total from withdrawals where member_id = $1',
    [memberId],
  );
  const rows = await db.query<RawWithdrawal>(
    `select ${COLUMNS} from withdrawals w where w.member_id = $1
      order by w.created_at desc, w.id desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  return { rows: rows.map(toWithdrawal), total: count?.total ?? 0 };
}

export async function listOperatorWithdrawals(
  db: Queryable,
  query: { merchantCodes: string[] | null; status: WithdrawalStatus | null; limit: number; offset: number },
): Promise<Page<OperatorWithdrawalRow>> {
  const filter = `($1::text[] is null or w.merchant_code = any($1::text[])) and ($2::text is null or w.status = $2)`;
  const params = [query.merchantCodes, query.status];
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from withdrawals w where ${filter}`,
    params,
  );
  const rows = await db.query<RawWithdrawal & { member_account: string; proof_image_count: number }>(
    `select ${OPERATOR_COLUMNS} from withdrawals w join members m on m.id = w.member_id where ${filter}
      order by w.created_at desc, w.id desc limit $3 offset $4`,
    [...params, query.limit, query.offset],
  );
  return { rows: rows.map(toOperatorWithdrawal), total: count?.total ?? 0 };
}

export async function markApproved(tx: Queryable, id: string, now: Date): Promise<void> {
  await tx.query(`update withdrawals set status = 'APPROVED', updated_at = $2 where id = $1`, [id, now]);
}

export async function markRejected(
  tx: Queryable,
  id: string,
  reason: string,
  refunded: bigint,
  now: Date,
): Promise<void> {
  await tx.query(
    `update withdrawals set status = 'REJECTED', reject_reason = $2, amount_refunded = $3, updated_at = $4
      where id = $1`,
    [id, reason, refunded.toString(), now],
  );
}

export async function markPaid(
  tx: Queryable,
  id: string,
  payoutReference: string,
  paidAt: Date,
  confirmBy: Date,
): Promise<void> {
  await tx.query(
    `update withdrawals set status = 'PAID', payout_reference = $2, paid_at = $3, confirm_by = $4, updated_at = $3
      where id = $1`,
    [id, payoutReference, paidAt, confirmBy],
  );
}

export async function addRefund(
  tx: Queryable,
  id: string,
  amount: bigint,
  operatorRemark: string | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `update withdrawals set amount_refunded = amount_refunded + $2,
       operator_remark = coalesce($3, operator_remark), updated_at = $4
      where id = $1`,
    [id, amount.toString(), operatorRemark, now],
  );
}

export async function markConfirmed(
  tx: Queryable,
  id: string,
  confirmation: { status: WithdrawalStatus; amountReceived: bigint; remark: string | null; now: Date },
): Promise<void> {
  await tx.query(
    `update withdrawals set status = $2, amount_received = $3, remark = $4, confirmed_at = $5, updated_at = $5
      where id = $1`,
    [id, confirmation.status, confirmation.amountReceived.toString(), confirmation.remark, confirmation.now],
  );
}

export async function insertProof(
  tx: Queryable,
  withdrawalId: string,
  proof: StoredProof,
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into withdrawal_proofs (withdrawal_id, mime, storage_key, sha256, size, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
    [withdrawalId, proof.mime, proof.storageKey, proof.sha256, proof.size, now],
  );
}

/** The withdrawal's proof image by its place (1 = first sent), or null. */
export async function findProof(
  db: Queryable,
  withdrawalId: string,
  index: number,
): Promise<(StoredProof & { merchantCode: string }) | null> {
  const [row] = await db.query<{
    storage_key: string;
    sha256: string;
    mime: StoredProof['mime'];
    size: number;
    merchant_code: string;
  }>(
    `select p.storage_key, p.sha256, p.mime, p.size, w.merchant_code
       from withdrawal_proofs p join withdrawals w on w.id = p.withdrawal_id
      where p.withdrawal_id = $1
      order by p.id offset $2 limit 1`,
    [withdrawalId, index - 1],
  );
  return row
    ? {
        storageKey: row.storage_key,
        sha256: row.sha256,
        mime: row.mime,
        size: row.size,
        merchantCode: row.merchant_code,
      }
    : null;
}

/** Proof images whose bytes are still in the database (written before the file store), a few at a time. */
export async function findProofsWithBytes(
  db: Queryable,
  limit: number,
): Promise<{ id: string; withdrawalId: string; bytes: Buffer }[]> {
  const rows = await db.query<{ id: string; withdrawal_id: string; bytes: Uint8Array }>(
    `select id::text as id, withdrawal_id, bytes from withdrawal_proofs
      where bytes is not null order by withdrawal_proofs.id limit $1`,
    [limit],
  );
  return rows.map((r) => ({ id: r.id, withdrawalId: r.withdrawal_id, bytes: Buffer.from(r.bytes) }));
}

/** The proof image's bytes now live in the file store under the key: only the key stays here. */
export async function markProofMoved(db: Queryable, id: string, storageKey: string): Promise<void> {
  await db.query('update withdrawal_proofs set storage_key = $2, bytes = null where id = $1', [
    id,
    storageKey,
  ]);
}

/**
 * Every payout left unconfirmed past its window counts as received. One statement: a member confirming at the same
 * moment holds the row lock, and the row no longer matches once the confirmation commits.
 */
export async function forceReceivedBefore(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `update withdrawals set status = 'FORCED_RECEIVED', amount_received = amount, updated_at = $1
      where status = 'PAID' and confirm_by <= $1
      returning id`,
    [now],
  );
  return rows.map((r) => r.id);
}

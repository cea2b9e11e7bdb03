import type { DepositStatus } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';

// Amounts are bigint columns read as `::text` and turned into `bigint` here, never a JavaScript number.

export interface DepositChannel {
  merchantCode: string;
  id: string;
  name: string;
  provider: string;
  minAmount: bigint;
  maxAmount: bigint;
}

export interface DepositOrderRow {
  id: string;
  memberId: number;
  merchantCode: string;
  channelId: string;
  amount: bigint;
  currency: string;
  status: DepositStatus;
  payUrl: string | null;
  providerRef: string | null;
  requestHash: string;
  createdAt: Date;
  creditedAt: Date | null;
}

export interface OperatorDepositRow extends DepositOrderRow {
  memberAccount: string;
}

/** An order with what checking its provider's notification needs. */
export interface OrderWithChannel {
  order: DepositOrderRow;
  provider: string;
  secret: string;
}

interface RawChannel {
  merchant_code: string;
  id: string;
  name: string;
  provider: string;
  min_amount: string;
  max_amount: string;
}

interface RawOrder {
  id: string;
  member_id: number;
  merchant_code: string;
  channel_id: string;
  amount: string;
  currency: string;
  status: DepositStatus;
  pay_url: string | null;
  provider_ref: string | null;
  request_hash: string;
  created_at: Date | string;
  credited_at: Date | string | null;
}

const CHANNEL_COLUMNS = `c.merchant_code, c.id, c.name, c.provider, c.min_amount::text as min_amount,
  c.max_amount::text as max_amount`;

const ORDER_COLUMNS = `o.id, o.member_id, o.merchant_code, o.channel_id, o.amount::text as amount, o.currency,
  o.status, o.pay_url, o.provider_ref, o.request_hash, o.created_at, o.credited_at`;

function toChannel(row: RawChannel): DepositChannel {
  return {
    merchantCode: row.merchant_code,
    id: row.id,
    name: row.name,
    provider: row.provider,
    minAmount: BigInt(row.min_amount),
    maxAmount: BigInt(row.max_amount),
  };
}

function toOrder(row: RawOrder): DepositOrderRow {
  return {
    id: row.id,
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    channelId: row.channel_id,
    amount: BigInt(row.amount),
    currency: row.currency,
    status: row.status,
    payUrl: row.pay_url,
    providerRef: row.provider_ref,
    requestHash: row.request_hash,
    createdAt: new Date(row.created_at),
    creditedAt: row.credited_at === null ? null : new Date(row.credited_at),
  };
}

export async function listChannels(db: Queryable, merchantCode: string): Promise<DepositChannel[]> {
  const rows = await db.query<RawChannel>(
    `select ${CHANNEL_COLUMNS} from deposit_channels c where c.merchant_code = $1 and c.enabled
      order by c.sort, c.id`,
    [merchantCode],
  );
  return rows.map(toChannel);
}

export async function findChannel(
  db: Queryable,
  merchantCode: string,
  channelId: string,
): Promise<DepositChannel | null> {
  const [row] = await db.query<RawChannel>(
    `select ${CHANNEL_COLUMNS} from deposit_channels c where c.merchant_code = $1 and c.id = $2 and c.enabled`,
    [merchantCode, channelId],
  );
  return row ? toChannel(row) : null;
}

export interface NewDepositOrder {
  id: string;
  memberId: number;
  merchantCode: string;
  channelId: string;
  amount: bigint;
  currency: string;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
}

/** Inserts the order unless the member already used the key; answers whether it was inserted. */
export async function insertOrder(db: Queryable, o: NewDepositOrder): Promise<boolean> {
  const rows = await db.query(
    `insert into deposit_orders (id, member_id, merchant_code, channel_id, amount, currency, idempotency_key,
       request_hash, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     on conflict (member_id, idempotency_key) do nothing
     returning id`,
    [
      o.id,
      o.memberId,
      o.merchantCode,
      o.channelId,
      o.amount.toString(),
      o.currency,
      o.idempotencyKey,
      o.requestHash,
      o.createdAt,
    ],
  );
  return rows.length > 0;
}

export async function findOrder(db: Queryable, id: string): Promise<DepositOrderRow | null> {
  const [row] = await db.query<RawOrder>(`select ${ORDER_COLUMNS} from deposit_orders o where o.id = $1`, [
    id,
  ]);
  return row ? toOrder(row) : null;
}

export async function findOrderByKey(
  db: Queryable,
  memberId: number,
  idempotencyKey: string,
): Promise<DepositOrderRow | null> {
  const [row] = await db.query<RawOrder>(
    `select ${ORDER_COLUMNS} from deposit_orders o where o.member_id = $1 and o.idempotency_key = $2`,
    [memberId, idempotencyKey],
  );
  return row ? toOrder(row) : null;
}

export async function findOrderWithChannel(db: Queryable, id: string): Promise<OrderWithChannel | null> {
  const [row] = await db.query<RawOrder & { provider: string; secret: string }>(
    `select ${ORDER_COLUMNS}, c.provider, c.secret from deposit_orders o
       join deposit_channels c on c.merchant_code = o.merchant_code and c.id = o.channel_id
      where o.id = $1`,
    [id],
  );
  return row ? { order: toOrder(row), provider: row.provider, secret: row.secret } : null;
}

/** The order row locked until the transaction ends: the business row is locked before any ledger account. */
export async function lockOrder(tx: Queryable, id: string): Promise<DepositOrderRow | null> {
  const [row] = await tx.query<RawOrder>(
    `select ${ORDER_COLUMNS} from deposit_orders o where o.id = $1 for update`,
    [id],
  );
  return row ? toOrder(row) : null;
}

/** Records the provider's answer to the payment request, once. */
export async function setPayment(
  db: Queryable,
  id: string,
  payment: { payUrl: string; providerRef: string | null; now: Date },
): Promise<void> {
  await db.query(
    `update deposit_orders set pay_url = $2, provider_ref = coalesce(provider_ref, $3), updated_at = $4
      where id = $1 and pay_url is null`,
    [id, payment.payUrl, payment.providerRef, payment.now],
  );
}

export async function markCredited(tx: Queryable, id: string, providerRef: string, now: Date): Promise<void> {
  await tx.query(
    `update deposit_orders set status = 'CREDITED', provider_ref = $2, credited_at = $3, updated_at = $3
      where id = $1`,
    [id, providerRef, now],
  );
}

export async function markFailed(tx: Queryable, id: string, providerRef: string, now: Date): Promise<void> {
  await tx.query(
    `update deposit_orders set status = 'FAILED', provider_ref = $2, updated_at = $3
      where id = $1 and status = 'PENDING'`,
    [id, providerRef, now],
  );
}

export async function listOperatorDeposits(
  db: Queryable,
  filter: { merchantCodes: string[] | null; status: DepositStatus | null; limit: number; offset: number },
): Promise<{ rows: OperatorDepositRow[]; total: number }> {
  const where = `($1::text[] is null or o.merchant_code = any($1::text[])) and ($2::text is null or o.status = $2)`;
  const params = [filter.merchantCodes, filter.status];
  const rows = await db.query<RawOrder & { member_account: string }>(
    `select ${ORDER_COLUMNS}, m.account as member_account from deposit_orders o
       join members m on m.id = o.member_id
      where ${where}
      order by o.created_at desc, o.id desc
      limit $3 offset $4`,
    [...params, filter.limit, filter.offset],
  );
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from deposit_orders o where ${where}`,
    params,
  );
  return {
    rows: rows.map((row) => ({ ...toOrder(row), memberAccount: row.member_account })),
    total: count?.total ?? 0,
  };
}

/** What the member deposited since an instant: credited orders and pending ones (they may still be paid). */
export async function sumDepositsSince(db: Queryable, memberId: number, since: Date): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(
    `select coalesce(sum(amount), 0)::text as total from deposit_orders
      where member_id = $1 and created_at >= $2 and status in ('PENDING', 'CREDITED')`,
    [memberId, since],
  );
  return BigInt(row?.total ?? '0');
}

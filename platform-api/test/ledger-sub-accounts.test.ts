import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatMoney, ledgerCheckCall, paymentCallbackCall } from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { checkLedger, postInTransaction } from '../src/modules/wallet/ledger-service';
import { merchantAccountOf } from '../src/modules/wallet/member-wallet';
import { signNotification } from '../src/providers/payment/sandbox-payment-provider';
import { startTestServer, type TestServer } from './harness';
import { refusal } from './refusal';

// Deposits and payouts of different members of one merchant must not all wait on one clearing, hold or house row.
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const MERCHANT = 'DEMOKH';
const CHANNEL = 'sandbox-bank';
const MIGRATIONS = join(import.meta.dirname, '..', 'src', 'db', 'migrations');

let server: TestServer;
let secret: string;
let orders = 0;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.sql<{ secret: string }>(
    'select secret from deposit_channels where merchant_code = $1 and id = $2',
    [MERCHANT, CHANNEL],
  );
  secret = row!.secret;
});
afterAll(() => server.close());

/** Members of the merchant with consecutive ids. */
async function newMembers(count: number): Promise<number[]> {
  const rows = await server.sql<{ id: number }>(
    `insert into members (merchant_code, account, password_hash, first_time_login)
     select $1, 'shard' || $2::int || '_' || i, 'test: never signs in', false from generate_series(1, $3::int) as i
     returning id`,
    [MERCHANT, orders, count],
  );
  orders += count;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** A pending order of 10.00 KHR for the member, as the deposit call leaves it. */
async function pendingOrder(memberId: number): Promise<string> {
  orders += 1;
  const id = `SHARD${orders}`;
  await server.sql(
    `insert into deposit_orders (id, member_id, merchant_code, channel_id, amount, currency, idempotency_key,
                                 request_hash, created_at, updated_at)
     values ($1, $2, $3, $4, 1000, 'KHR', $1, 'test', now(), now())`,
    [id, memberId, MERCHANT, CHANNEL],
  );
  return id;
}

/** The provider's signed notification that the order was paid. */
function paid(orderId: string) {
  const body = signNotification(
    {
      provider: 'sandbox',
      orderId,
      providerRef: `REF${orderId}`,
      amount: '10.00',
      currency: 'KHR',
      status: 'SUCCESS',
      timestamp: String(Date.now()),
    },
    secret,
  );
  return server.raw('POST', paymentCallbackCall.path, { body });
}

/** The clearing account each order's deposit posting took the money from. */
async function clearingRowsOf(orderIds: string[]) {
  return server.sql<{ reference: string; account_id: string; shard: number }>(
    `select p.reference, a.id::text as account_id, a.shard from ledger_postings p
       join ledger_entries e on e.posting_id = p.id
       join ledger_accounts a on a.id = e.account_id and a.kind = 'PAYMENT_CLEARING'
      where p.kind = 'DEPOSIT' and p.reference = any ($1::text[])
      order by p.reference`,
    [orderIds],
  );
}

describe('merchant sub-accounts', () => {
  it('credits concurrent deposits of different members from different clearing rows that sum to the merchant’s clearing balance', async () => {
    const members = await newMembers(4);
    const orderIds = await Promise.all(members.map(pendingOrder));
    const answers = await Promise.all(orderIds.map(paid));
    for (const answer of answers) expect(answer.body.value?.status).toBe('CREDITED');

    const rows = await clearingRowsOf(orderIds);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.account_id)).size).toBe(4);

    // A member always uses the same row: that is how a hold is released from the row it went into.
    const again = await pendingOrder(members[0]!);
    await paid(again);
    const [first, repeat] = await clearingRowsOf([orderIds[0]!, again]).then((r) =>
      [orderIds[0], again].map((id) => r.find((row) => row.reference === id)),
    );
    expect(repeat?.account_id).toBe(first?.account_id);

    // The merchant's clearing balance is the sum of its sub-accounts: minus every deposit it paid out.
    const [totals] = await server.sql<{ clearing: string; deposits: string }>(
      `select (select sum(balance)::text from ledger_accounts
                where merchant_code = $1 and kind = 'PAYMENT_CLEARING' and currency = 'KHR') as clearing,
              (select sum(amount)::text from deposit_orders
                where merchant_code = $1 and status = 'CREDITED') as deposits`,
      [MERCHANT],
    );
    expect(BigInt(totals!.clearing)).toBe(-BigInt(totals!.deposits));
    expect((await checkLedger(server.db)).ok).toBe(true);

    // The operator's ledger view shows the merchant's clearing balance as that sum, over its sub-accounts.
    const operator = await server.operatorClient();
    const view = await operator.call(ledgerCheckCall, {});
    expect(view.merchantTotals).toContainEqual({
      merchantCode: MERCHANT,
      kind: 'PAYMENT_CLEARING',
      currency: 'KHR',
      subAccounts: expect.any(Number),
      balance: formatMoney(BigInt(totals!.clearing)),
    });
    const clearing = view.merchantTotals.find(
      (t) => t.merchantCode === MERCHANT && t.kind === 'PAYMENT_CLEARING',
    );
    expect(clearing?.subAccounts).toBeGreaterThanOrEqual(4);
  });

  it('runs the whole-ledger check for an operator of every region only, a few times a minute', async () => {
    const thai = await server.operatorClient(await server.createOperator('ops-th-ledger', ['DEMOTH']));
    expect(await refusal(thai.call(ledgerCheckCall, {}))).toBe('OPERATOR_ROLE_REQUIRED');
    const operator = await server.operatorClient();
    // The counter's window is a clock minute: start at the beginning of one so all seven checks fall inside it.
    server.advance(60_000 - (server.deps.now().getTime() % 60_000) + 5);
    for (let i = 0; i < 6; i += 1) expect((await operator.call(ledgerCheckCall, {})).ok).toBe(true);
    expect(await refusal(operator.call(ledgerCheckCall, {}))).toBe('TOO_MANY_ATTEMPTS');
  });

  it.skipIf(!ON_POSTGRES)(
    'credits a deposit while another member’s deposit holds its clearing row locked',
    async () => {
      const [busy, other] = await newMembers(2);
      await paid(await pendingOrder(busy!));
      const [row] = await clearingRowsOf([`SHARD${orders}`]);
      const waiting = await pendingOrder(other!);
      const outcome = await server.db.transaction(async (tx) => {
        // As a slow deposit of the first member would: its clearing row locked until this transaction ends.
        await tx.query('select 1 from ledger_accounts where id = $1 for update', [row!.account_id]);
        return Promise.race([
          paid(waiting).then((answer) => answer.body.value?.status as string),
          new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
        ]);
      });
      expect(outcome).toBe('CREDITED');
    },
  );
});

describe('migration 0011 on a ledger with withdrawals in flight', () => {
  it('moves each waiting withdrawal’s hold to its member’s sub-account, so paying or rejecting it still balances', async () => {
    const db = await openDatabase('memory://');
    try {
      const files = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort();
      for (const file of files.filter((name) => name < '0011'))
        await db.exec(await readFile(join(MIGRATIONS, file), 'utf8'));

      // Members 1..40 of one region; withdrawals of members 5, 7 and 32 (sub-account 0) wait, one of member 9 is paid.
      await db.exec(`
        insert into brands (id, name, main_domain) values (1, 'Old', 'old.test');
        insert into regions (merchant_code, brand_id, country, country_name, currency, currency_symbol, lang_list,
                             default_language, time_zone)
          values ('OLDKH', 1, 'KH', 'Cambodia', 'KHR', '៛', '{EN}', 'EN', 'Asia/Phnom_Penh');
        insert into members (merchant_code, account, password_hash)
          select 'OLDKH', 'old' || i, 'x' from generate_series(1, 40) as i;
        insert into bank_accounts (member_id, bank_name, account_name, account_number, created_at)
          select id, 'ABA Bank', 'Old', '1234567890', now() from members;
        insert into withdrawals (id, member_id, merchant_code, bank_account_id, bank_name, account_name,
                                 account_number, amount, currency, status, idempotency_key, request_hash,
                                 created_at, updated_at, paid_at, confirm_by)
          select 'w' || m, m, 'OLDKH', m, 'ABA Bank', 'Old', '1234567890', amount, 'KHR', status, 'k' || m, 'h',
                 now(), now(), case when status = 'PAID' then now() end, case when status = 'PAID' then now() end
            from (values (5, 30000, 'PENDING'), (7, 20000, 'APPROVED'), (32, 10000, 'PENDING'),
                         (9, 50000, 'PAID')) as w(m, amount, status);
        insert into ledger_accounts (merchant_code, kind, currency) values
          ('OLDKH', 'HOUSE', 'KHR'), ('OLDKH', 'WITHDRAWAL_HOLD', 'KHR'), ('OLDKH', 'PAYMENT_CLEARING', 'KHR');
        insert into ledger_postings (merchant_code, kind, idempotency_scope, idempotency_key, request_hash)
          values ('OLDKH', 'SETUP', 'test', 'holds', 'h');
        insert into ledger_entries (posting_id, account_id, amount)
          select p.id, a.id, case a.kind when 'HOUSE' then -110000 when 'WITHDRAWAL_HOLD' then 60000 else 50000 end
            from ledger_postings p cross join ledger_accounts a;
        update ledger_accounts set balance = case kind when 'HOUSE' then -110000 when 'WITHDRAWAL_HOLD' then 60000
                                                       else 50000 end;
      `);
      for (const file of files.filter((name) => name >= '0011'))
        await db.exec(await readFile(join(MIGRATIONS, file), 'utf8'));

      const holds = await db.query<{ shard: number; balance: string }>(
        `select shard, balance::text as balance from ledger_accounts where kind = 'WITHDRAWAL_HOLD' order by shard`,
      );
      expect(holds).toEqual([
        { shard: 0, balance: '10000' },
        { shard: 5, balance: '30000' },
        { shard: 7, balance: '20000' },
      ]);
      expect(await checkLedger(db)).toMatchObject({ ok: true, mismatches: [] });

      // Rejecting member 5's withdrawal takes its hold from the sub-account the member's movements use.
      await db.transaction(async (tx) => {
        const hold = await merchantAccountOf(tx, 'OLDKH', 'WITHDRAWAL_HOLD', 'KHR', 5);
        const house = await merchantAccountOf(tx, 'OLDKH', 'HOUSE', 'KHR', 5);
        await postInTransaction(tx, new Date(), {
          merchantCode: 'OLDKH',
          kind: 'WITHDRAWAL_REFUND',
          scope: 'test',
          idempotencyKey: 'release-w5',
          request: {},
          entries: [
            { accountId: hold.id, amount: -30_000n },
            { accountId: house.id, amount: 30_000n },
          ],
        });
      });
      expect((await checkLedger(db)).ok).toBe(true);
    } finally {
      await db.close();
    }
  });
});

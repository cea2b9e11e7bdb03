import { ApiError, type ErrorCode } from '@platform/shared-contracts/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/database';
import {
  checkLedger,
  countBatchFallbacks,
  ensureAccount,
  type LedgerAccount,
  onBatchFallback,
  post,
} from '../src/modules/wallet/ledger-service';
import { startTestServer, type TestServer } from './harness';

const CURRENCY = 'USD';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let serial = 0;
function nextKey(prefix = 'k'): string {
  serial += 1;
  return `${prefix}-${serial}`;
}

async function newMember(merchantCode: string): Promise<number> {
  serial += 1;
  const [row] = await server.sql<{ id: number }>(
    `insert into members (merchant_code, account, password_hash) values ($1, $2, 'x') returning id`,
    [merchantCode, `ledger${serial}`],
  );
  return row!.id;
}

interface Wallet {
  merchantCode: string;
  memberId: number;
  house: LedgerAccount;
  main: LedgerAccount;
  vendors: LedgerAccount[];
}

async function newWallet(merchantCode = 'DEMOKH', vendorCount = 2): Promise<Wallet> {
  const memberId = await newMember(merchantCode);
  return server.db.transaction(async (tx) => {
    const house = await ensureAccount(tx, { merchantCode, kind: 'HOUSE', currency: CURRENCY });
    const main = await ensureAccount(tx, { merchantCode, memberId, kind: 'MEMBER_MAIN', currency: CURRENCY });
    const vendors: LedgerAccount[] = [];
    for (let i = 0; i < vendorCount; i += 1)
      vendors.push(
        await ensureAccount(tx, {
          merchantCode,
          memberId,
          kind: 'MEMBER_VENDOR',
          vendor: `V${i}`,
          currency: CURRENCY,
        }),
      );
    return { merchantCode, memberId, house, main, vendors };
  });
}

function move(
  wallet: Wallet,
  from: LedgerAccount,
  to: LedgerAccount,
  amount: bigint,
  key = nextKey(),
  kind = 'TRANSFER',
) {
  return post(server.deps, {
    merchantCode: wallet.merchantCode,
    kind,
    scope: `member:${wallet.memberId}`,
    idempotencyKey: key,
    request: { from: from.id, to: to.id, amount: amount.toString() },
    entries: [
      { accountId: from.id, amount: -amount },
      { accountId: to.id, amount },
    ],
  });
}

async function balanceOf(account: LedgerAccount): Promise<bigint> {
  const [row] = await server.sql<{ balance: string }>(
    'select balance::text as balance from ledger_accounts where id = $1',
    [account.id],
  );
  return BigInt(row!.balance);
}

async function counts(): Promise<{ postings: number; entries: number }> {
  const [row] = await server.sql<{ postings: number; entries: number }>(
    `select (select count(*)::int from ledger_postings) as postings, (select count(*)::int from ledger_entries) as entries`,
  );
  return row!;
}

async function refusal(promise: Promise<unknown>): Promise<ErrorCode | string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof ApiError ? error.code : String((error as Error).message);
  }
  throw new Error('expected a refusal');
}

describe('wallet ledger', () => {
  it('creates each account once and keeps member accounts inside their merchant', async () => {
    const wallet = await newWallet();
    const again = await server.db.transaction((tx) =>
      ensureAccount(tx, {
        merchantCode: 'DEMOKH',
        memberId: wallet.memberId,
        kind: 'MEMBER_MAIN',
        currency: CURRENCY,
      }),
    );
    expect(again.id).toBe(wallet.main.id);
    expect(wallet.main.balance).toBe(0n);
    await expect(
      server.db.transaction((tx) =>
        ensureAccount(tx, {
          merchantCode: 'DEMOVN',
          memberId: wallet.memberId,
          kind: 'MEMBER_MAIN',
          currency: CURRENCY,
        }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('moves money with a posting whose entries sum to zero', async () => {
    const wallet = await newWallet();
    const credit = await move(wallet, wallet.house, wallet.main, 500_00n, nextKey(), 'DEPOSIT');
    expect(credit.replayed).toBe(false);
    expect(credit.entries).toEqual([
      { accountId: wallet.house.id, amount: -500_00n, balanceAfter: expect.any(BigInt) },
      { accountId: wallet.main.id, amount: 500_00n, balanceAfter: 500_00n },
    ]);
    const transfer = await move(wallet, wallet.main, wallet.vendors[0]!, 120_00n);
    expect(transfer.entries.map((e) => e.balanceAfter)).toEqual([380_00n, 120_00n]);
    expect(await balanceOf(wallet.main)).toBe(380_00n);
    expect(await balanceOf(wallet.vendors[0]!)).toBe(120_00n);
    const [sum] = await server.sql<{ total: string; n: number }>(
      'select sum(amount)::text as total, count(*)::int as n from ledger_entries where posting_id = $1',
      [transfer.postingId],
    );
    expect(sum).toEqual({ total: '0', n: 2 });
    expect(await checkLedger(server.db)).toMatchObject({ ok: true, mismatches: [] });
  });

  it('answers a repeated key with the first result and writes nothing', async () => {
    const wallet = await newWallet();
    await move(wallet, wallet.house, wallet.main, 100_00n);
    const key = nextKey();
    const first = await move(wallet, wallet.main, wallet.vendors[0]!, 30_00n, key);
    const before = await counts();
    const second = await move(wallet, wallet.main, wallet.vendors[0]!, 30_00n, key);
    expect(second).toEqual({ ...first, replayed: true });
    expect(await counts()).toEqual(before);
    expect(await balanceOf(wallet.main)).toBe(70_00n);
  });

  it('refuses the same key with a different request', async () => {
    const wallet = await newWallet();
    await move(wallet, wallet.house, wallet.main, 100_00n);
    const key = nextKey();
    await move(wallet, wallet.main, wallet.vendors[0]!, 30_00n, key);
    const before = await counts();
    expect(await refusal(move(wallet, wallet.main, wallet.vendors[0]!, 31_00n, key))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await refusal(move(wallet, wallet.main, wallet.vendors[1]!, 30_00n, key))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(new ApiError('IDEMPOTENCY_CONFLICT').status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('refuses an overdraft and writes nothing', async () => {
    const wallet = await newWallet();
    await move(wallet, wallet.house, wallet.main, 10_00n);
    const before = await counts();
    const key = nextKey();
    expect(await refusal(move(wallet, wallet.main, wallet.vendors[0]!, 10_01n, key))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await counts()).toEqual(before);
    expect(await balanceOf(wallet.main)).toBe(10_00n);
    // A refused call stores nothing, so the key can be used once the money is there.
    await move(wallet, wallet.house, wallet.main, 1n);
    expect((await move(wallet, wallet.main, wallet.vendors[0]!, 10_01n, key)).replayed).toBe(false);
    expect(await balanceOf(wallet.main)).toBe(0n);
  });

  it('refuses malformed entries before touching anything', async () => {
    const wallet = await newWallet();
    const base = {
      merchantCode: wallet.merchantCode,
      kind: 'TRANSFER',
      scope: `member:${wallet.memberId}`,
      request: {},
    };
    const before = await counts();
    const cases = [
      [{ accountId: wallet.house.id, amount: -1n }],
      [
        { accountId: wallet.house.id, amount: -2n },
        { accountId: wallet.main.id, amount: 1n },
      ],
      [
        { accountId: wallet.house.id, amount: 0n },
        { accountId: wallet.main.id, amount: 0n },
      ],
      [
        { accountId: wallet.main.id, amount: -1n },
        { accountId: wallet.main.id, amount: 1n },
      ],
      [
        { accountId: wallet.house.id, amount: -1n },
        { accountId: '999999999', amount: 1n },
      ],
      [
        { accountId: wallet.house.id, amount: -1 as unknown as bigint },
        { accountId: wallet.main.id, amount: 1 as unknown as bigint },
      ],
    ];
    for (const entries of cases)
      expect(await refusal(post(server.deps, { ...base, idempotencyKey: nextKey(), entries }))).toBe(
        'BAD_REQUEST',
      );
    // Accounts of another merchant cannot be moved by this merchant's posting.
    const other = await newWallet('DEMOVN', 0);
    const crossed = post(server.deps, {
      ...base,
      idempotencyKey: nextKey(),
      entries: [
        { accountId: wallet.house.id, amount: -1n },
        { accountId: other.main.id, amount: 1n },
      ],
    });
    expect(await refusal(crossed)).toBe('BAD_REQUEST');
    expect(await counts()).toEqual(before);
  });

  it('has the database refuse a negative member balance, even through raw SQL', async () => {
    const wallet = await newWallet();
    await expect(
      server.sql('update ledger_accounts set balance = -1 where id = $1', [wallet.main.id]),
    ).rejects.toThrow(/ledger_accounts_balance_not_negative/);
    for (const kind of ['MEMBER_VENDOR', 'WITHDRAWAL_HOLD'] as const) {
      const account = kind === 'MEMBER_VENDOR' ? wallet.vendors[0]! : await holdAccount(wallet.merchantCode);
      await expect(
        server.sql('update ledger_accounts set balance = -1 where id = $1', [account.id]),
      ).rejects.toThrow(/ledger_accounts_balance_not_negative/);
    }
    expect(await balanceOf(wallet.main)).toBe(0n);
  });

  it('keeps entries append-only', async () => {
    const wallet = await newWallet();
    const result = await move(wallet, wallet.house, wallet.main, 5_00n);
    const [entry] = await server.sql<{ id: string }>(
      'select id::text as id from ledger_entries where posting_id = $1',
      [result.postingId],
    );
    await expect(
      server.sql('update ledger_entries set amount = 1 where id = $1', [entry!.id]),
    ).rejects.toThrow(/append-only/);
    await expect(server.sql('delete from ledger_entries where id = $1', [entry!.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(server.sql('truncate ledger_entries cascade')).rejects.toThrow(/append-only/);
    expect(await checkLedger(server.db)).toMatchObject({ ok: true });
  });

  it('keeps postings append-only', async () => {
    const wallet = await newWallet();
    const result = await move(wallet, wallet.house, wallet.main, 5_00n);
    await expect(
      server.sql("update ledger_postings set reference = 'edited' where id = $1", [result.postingId]),
    ).rejects.toThrow(/append-only/);
    await expect(server.sql('delete from ledger_postings where id = $1', [result.postingId])).rejects.toThrow(
      /append-only/,
    );
    await expect(server.sql('truncate ledger_postings cascade')).rejects.toThrow(/append-only/);
    const [posting] = await server.sql<{ n: number }>(
      'select count(*)::int as n from ledger_postings where id = $1',
      [result.postingId],
    );
    expect(posting?.n).toBe(1);
  });

  it('has the database refuse a posting whose entries do not sum to zero', async () => {
    const wallet = await newWallet();
    const before = await counts();
    const rawPosting = async (tx: Queryable, result?: string) => {
      const [posting] = await tx.query<{ id: string }>(
        `insert into ledger_postings (merchant_code, kind, idempotency_scope, idempotency_key, request_hash, result)
           values ($1, 'TRANSFER', 'raw', $2, 'x', $3) returning id::text as id`,
        [wallet.merchantCode, nextKey(), result ?? null],
      );
      return posting!.id;
    };
    const unbalanced = server.db.transaction(async (tx) => {
      const posting = await rawPosting(tx);
      await tx.query(
        'insert into ledger_entries (posting_id, account_id, amount) values ($1, $2, -100), ($1, $3, 99)',
        [posting, wallet.house.id, wallet.main.id],
      );
    });
    await expect(unbalanced).rejects.toThrow(/does not sum to zero/);

    // A posting's entries are written by one statement: half a posting is refused even if the rest follows.
    const split = server.db.transaction(async (tx) => {
      const posting = await rawPosting(tx);
      await tx.query('insert into ledger_entries (posting_id, account_id, amount) values ($1, $2, -100)', [
        posting,
        wallet.house.id,
      ]);
      await tx.query('insert into ledger_entries (posting_id, account_id, amount) values ($1, $2, 100)', [
        posting,
        wallet.main.id,
      ]);
    });
    await expect(split).rejects.toThrow(/does not sum to zero/);

    // Nor can a later statement unbalance a posting that was whole.
    const appended = server.db.transaction(async (tx) => {
      const posting = await rawPosting(tx);
      await tx.query(
        'insert into ledger_entries (posting_id, account_id, amount) values ($1, $2, -100), ($1, $3, 100)',
        [posting, wallet.house.id, wallet.main.id],
      );
      await tx.query(
        'insert into ledger_entries (posting_id, account_id, amount) values ($1, $2, -5), ($3, $2, 5)',
        [posting, wallet.house.id, await rawPosting(tx)],
      );
    });
    await expect(appended).rejects.toThrow(/does not sum to zero/);

    const otherCurrency = await server.db.transaction((tx) =>
      ensureAccount(tx, { merchantCode: wallet.merchantCode, kind: 'HOUSE', currency: 'ZZZ' }),
    );
    const mixed = server.db.transaction(async (tx) => {
      const posting = await rawPosting(tx);
      await tx.query(
        'insert into ledger_entries (posting_id, account_id, amount) values ($1, $2, -100), ($1, $3, 100)',
        [posting, otherCurrency.id, wallet.main.id],
      );
    });
    await expect(mixed).rejects.toThrow(/mixes currencies/);
    expect(await counts()).toEqual(before);

    // A balanced raw posting commits.
    await server.db.transaction(async (tx) => {
      const posting = await rawPosting(tx, '{}');
      await tx.query(
        'insert into ledger_entries (posting_id, account_id, amount) values ($1, $2, -100), ($1, $3, 100)',
        [posting, wallet.house.id, wallet.main.id],
      );
      await tx.query('update ledger_accounts set balance = balance + 100 where id = $1', [wallet.main.id]);
      await tx.query('update ledger_accounts set balance = balance - 100 where id = $1', [wallet.house.id]);
    });
    expect(await checkLedger(server.db)).toMatchObject({ ok: true });
  });

  it('finds a tampered balance', async () => {
    const wallet = await newWallet();
    await move(wallet, wallet.house, wallet.main, 7_00n);
    expect((await checkLedger(server.db)).ok).toBe(true);
    await server.sql('update ledger_accounts set balance = balance + 1 where id = $1', [wallet.main.id]);
    const check = await checkLedger(server.db);
    expect(check.ok).toBe(false);
    expect(check.accounts).toBeGreaterThan(0);
    expect(check.postings).toBeGreaterThan(0);
    expect(check.mismatches).toEqual(
      expect.arrayContaining([
        { type: 'ACCOUNT_BALANCE', subject: wallet.main.id, expected: 7_00n, actual: 7_01n },
        expect.objectContaining({
          type: 'CURRENCY_TOTAL',
          subject: `${wallet.merchantCode}/${CURRENCY}`,
          actual: 1n,
        }),
      ]),
    );
    await server.sql('update ledger_accounts set balance = balance - 1 where id = $1', [wallet.main.id]);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('matches a simple model over random sequences of credits, transfers and debits', async () => {
    const amount = fc.bigInt({ min: 1n, max: 300_00n });
    const operation = fc.oneof(
      fc.record({ t: fc.constant('credit' as const), amount }),
      fc.record({ t: fc.constant('toVendor' as const), vendor: fc.integer({ min: 0, max: 1 }), amount }),
      fc.record({ t: fc.constant('fromVendor' as const), vendor: fc.integer({ min: 0, max: 1 }), amount }),
      fc.record({ t: fc.constant('debit' as const), amount }),
      fc.record({ t: fc.constant('repeat' as const) }),
      fc.record({ t: fc.constant('conflict' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 20 }), async (operations) => {
        const wallet = await newWallet('DEMOTH');
        const accounts = [wallet.main, ...wallet.vendors];
        const model = new Map(accounts.map((a) => [a.id, 0n]));
        let last: {
          from: LedgerAccount;
          to: LedgerAccount;
          amount: bigint;
          key: string;
          postingId: string;
        } | null = null;
        for (const op of operations) {
          if (op.t === 'repeat' || op.t === 'conflict') {
            if (!last) continue;
            if (op.t === 'repeat') {
              const again = await move(wallet, last.from, last.to, last.amount, last.key);
              expect(again).toMatchObject({ replayed: true, postingId: last.postingId });
            } else {
              expect(await refusal(move(wallet, last.from, last.to, last.amount + 1n, last.key))).toBe(
                'IDEMPOTENCY_CONFLICT',
              );
            }
            continue;
          }
          const [from, to] =
            op.t === 'credit'
              ? [wallet.house, wallet.main]
              : op.t === 'debit'
                ? [wallet.main, wallet.house]
                : op.t === 'toVendor'
                  ? [wallet.main, wallet.vendors[op.vendor]!]
                  : [wallet.vendors[op.vendor]!, wallet.main];
          const key = nextKey('prop');
          const available = model.get(from.id);
          if (available !== undefined && available < op.amount) {
            expect(await refusal(move(wallet, from, to, op.amount, key))).toBe('INSUFFICIENT_BALANCE');
            continue;
          }
          const result = await move(wallet, from, to, op.amount, key);
          if (model.has(from.id)) model.set(from.id, model.get(from.id)! - op.amount);
          if (model.has(to.id)) model.set(to.id, model.get(to.id)! + op.amount);
          last = { from, to, amount: op.amount, key, postingId: result.postingId };
        }
        for (const account of accounts) {
          const balance = await balanceOf(account);
          expect(balance).toBe(model.get(account.id));
          expect(balance >= 0n).toBe(true);
        }
        const check = await checkLedger(server.db);
        expect(check.mismatches).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps concurrent transfers from one account within its balance and applies each key once', async () => {
    // Real PostgreSQL races connections; PGlite has one connection, so there the count is smaller.
    const count = server.db.kind === 'postgres' ? 200 : 40;
    const distinctKeys = (count * 3) / 4;
    const start = 100_00n;
    // About half the distinct transfers fit in the starting balance.
    const unit = (start * 2n) / BigInt(distinctKeys) + 1n;
    const wallet = await newWallet('DEMOKH', 2);
    const funding = await move(wallet, wallet.house, wallet.main, start);
    const otherMember = await newWallet('DEMOKH', 1);
    await move(otherMember, otherMember.house, otherMember.main, 50_00n);
    const totalBefore = await merchantTotal(wallet.merchantCode);
    const [{ postings: postingsBefore }] = [await counts()];

    // Every call with key i sends the same request: transfers out of main, and some small ones back into main,
    // so postings lock the same two rows in both directions.
    // Calls that share a key are sent next to each other, so they race for the key too.
    const requests = Array.from({ length: count }, (_, n) => {
      const i = Math.floor((n * distinctKeys) / count);
      const vendor = wallet.vendors[i % 2]!;
      const back = i % 5 === 4;
      return back
        ? { key: `race-${funding.postingId}-${i}`, from: vendor, to: wallet.main, amount: 1n }
        : { key: `race-${funding.postingId}-${i}`, from: wallet.main, to: vendor, amount: unit };
    });
    const outcomes = await Promise.all(
      requests.map(async (r) => {
        try {
          return { key: r.key, r, result: await move(wallet, r.from, r.to, r.amount, r.key) };
        } catch (error) {
          return { key: r.key, r, error: error instanceof ApiError ? error.code : String(error) };
        }
      }),
    );

    for (const outcome of outcomes) {
      if ('error' in outcome) expect(outcome.error).toBe('INSUFFICIENT_BALANCE');
    }
    // Each key resolves to at most one posting, and every success with that key answers that posting.
    const byKey = new Map<string, Set<string>>();
    for (const outcome of outcomes) {
      if (!outcome.result) continue;
      const ids = byKey.get(outcome.key) ?? new Set<string>();
      ids.add(outcome.result.postingId);
      byKey.set(outcome.key, ids);
    }
    for (const ids of byKey.values()) expect(ids.size).toBe(1);
    const firstAnswers = outcomes.filter((o) => o.result && !o.result.replayed);
    expect(firstAnswers.length).toBe(byKey.size);

    const stored = await server.sql<{ idempotency_key: string; n: number }>(
      `select idempotency_key, count(*)::int as n from ledger_postings
        where idempotency_scope = $1 and idempotency_key like $2 group by idempotency_key`,
      [`member:${wallet.memberId}`, `race-${funding.postingId}-%`],
    );
    expect(stored.every((row) => row.n === 1)).toBe(true);
    expect(new Set(stored.map((row) => row.idempotency_key))).toEqual(new Set(byKey.keys()));
    expect((await counts()).postings - postingsBefore).toBe(byKey.size);

    // The balances equal the applied postings, main never went below zero, and no money was made or lost.
    let main = start;
    const applied = new Set<string>();
    for (const outcome of outcomes) {
      if (!outcome.result || applied.has(outcome.key)) continue;
      applied.add(outcome.key);
      main += outcome.r.to.id === wallet.main.id ? outcome.r.amount : -outcome.r.amount;
    }
    const mainBalance = await balanceOf(wallet.main);
    expect(mainBalance).toBe(main);
    expect(mainBalance >= 0n).toBe(true);
    expect(outcomes.some((o) => 'error' in o)).toBe(true);
    const history = await server.sql<{ balance_after: string }>(
      `select (r.result -> 'entries' -> e.ord::int - 1 ->> 'balanceAfter') as balance_after
         from ledger_postings r, jsonb_array_elements(r.result -> 'entries') with ordinality as e(item, ord)
        where r.idempotency_scope = $1 and e.item ->> 'accountId' = $2`,
      [`member:${wallet.memberId}`, wallet.main.id],
    );
    expect(history.every((h) => BigInt(h.balance_after) >= 0n)).toBe(true);
    expect(await merchantTotal(wallet.merchantCode)).toBe(totalBefore);
    expect(await checkLedger(server.db)).toMatchObject({ ok: true, mismatches: [] });
  });
});

async function holdAccount(merchantCode: string): Promise<LedgerAccount> {
  return server.db.transaction((tx) =>
    ensureAccount(tx, { merchantCode, kind: 'WITHDRAWAL_HOLD', currency: CURRENCY }),
  );
}

async function merchantTotal(merchantCode: string): Promise<bigint> {
  const [row] = await server.sql<{ total: string }>(
    'select coalesce(sum(balance), 0)::text as total from ledger_accounts where merchant_code = $1',
    [merchantCode],
  );
  return BigInt(row!.total);
}

describe('a shared posting statement that fails', () => {
  /** The server's database, except that the next shared posting statement fails as a deadlock would. */
  function failingOnce(db: Database): Database {
    let armed = true;
    return {
      ...db,
      kind: db.kind,
      transaction: (work) => db.transaction(work),
      close: () => db.close(),
      exec: (sql) => db.exec(sql),
      async query(sql, params) {
        if (armed && sql.includes('with item as')) {
          armed = false;
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        }
        return db.query(sql, params);
      },
    };
  }

  it('posts each item again alone, and is counted and told to the listener the server logs with', async () => {
    const wallet = await newWallet();
    const db = failingOnce(server.db);
    const told: number[] = [];
    const stop = onBatchFallback(db, ({ postings }) => told.push(postings));
    const before = countBatchFallbacks(db);
    const result = await post(
      { ...server.deps, db },
      {
        merchantCode: wallet.merchantCode,
        kind: 'DEPOSIT',
        scope: `member:${wallet.memberId}`,
        idempotencyKey: nextKey('fallback'),
        request: { amount: '700' },
        entries: [
          { accountId: wallet.house.id, amount: -700n },
          { accountId: wallet.main.id, amount: 700n },
        ],
      },
    );
    stop();
    expect(result.replayed).toBe(false);
    expect(await balanceOf(wallet.main)).toBe(700n);
    expect(countBatchFallbacks(db) - before).toBe(1);
    expect(told).toEqual([1]);
  });
});

import { ApiError } from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkLedger,
  ensureAccount,
  type LedgerAccount,
  type PostingRequest,
  post,
  postNewSetInTransaction,
} from '../src/modules/wallet/ledger-service';
import { startTestServer, type TestServer } from './harness';

// postNewSetInTransaction: postings with new keys in one statement, accounts repeating (decision 092's spin batches,
// where players of one house sub-account settle together).

const CURRENCY = 'USD';
const MERCHANT = 'DEMOKH';
let server: TestServer;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function fundedMember(amount: bigint): Promise<{ main: LedgerAccount; house: LedgerAccount }> {
  serial += 1;
  const [row] = await server.sql<{ id: number }>(
    `insert into members (merchant_code, account, password_hash) values ($1, $2, 'x') returning id`,
    [MERCHANT, `postset${serial}`],
  );
  const memberId = row?.id as number;
  const accounts = await server.db.transaction(async (tx) => ({
    house: await ensureAccount(tx, { merchantCode: MERCHANT, kind: 'HOUSE', currency: CURRENCY }),
    main: await ensureAccount(tx, {
      merchantCode: MERCHANT,
      memberId,
      kind: 'MEMBER_MAIN',
      currency: CURRENCY,
    }),
  }));
  await post(server.deps, {
    merchantCode: MERCHANT,
    kind: 'DEPOSIT',
    scope: `postset:${serial}`,
    idempotencyKey: 'opening',
    request: { amount: amount.toString() },
    entries: [
      { accountId: accounts.house.id, amount: -amount },
      { accountId: accounts.main.id, amount },
    ],
  });
  return accounts;
}

function spinPosting(main: LedgerAccount, house: LedgerAccount, net: bigint): PostingRequest {
  serial += 1;
  return {
    merchantCode: MERCHANT,
    kind: 'GAME_SPIN',
    scope: 'postset:spins',
    idempotencyKey: `spin-${serial}`,
    request: { net: net.toString() },
    entries: [
      { accountId: main.id, amount: net },
      { accountId: house.id, amount: -net },
    ],
  };
}

async function balanceOf(account: LedgerAccount): Promise<bigint> {
  const [row] = await server.sql<{ balance: string }>(
    'select balance::text as balance from ledger_accounts where id = $1',
    [account.id],
  );
  return BigInt(row?.balance ?? '0');
}

async function postingCount(): Promise<number> {
  const [row] = await server.sql<{ n: number }>('select count(*)::int as n from ledger_postings');
  return row?.n ?? 0;
}

describe('a set of new postings in one statement', () => {
  it('posts wins and losses of several members on one house account, each balance after running in order', async () => {
    const a = await fundedMember(1_000n);
    const b = await fundedMember(500n);
    const houseBefore = await balanceOf(a.house);
    const postings = [
      spinPosting(a.main, a.house, -100n),
      spinPosting(b.main, b.house, 250n),
      spinPosting(a.main, a.house, -900n),
    ];
    const ids = await server.db.transaction((tx) => postNewSetInTransaction(tx, new Date(), postings));
    expect(ids).toHaveLength(3);
    expect(await balanceOf(a.main)).toBe(0n);
    expect(await balanceOf(b.main)).toBe(750n);
    expect(await balanceOf(a.house)).toBe(houseBefore + 750n);
    const stored = await server.sql<{ id: string; result: { entries: { balanceAfter: string }[] } }>(
      'select id::text as id, result from ledger_postings where id = any ($1::bigint[]) order by id',
      [ids],
    );
    // The house row is shared: each posting's balance after follows the one before it.
    expect(stored.map((p) => p.result.entries.map((e) => e.balanceAfter))).toEqual([
      ['900', String(houseBefore + 100n)],
      ['750', String(houseBefore + 100n - 250n)],
      ['0', String(houseBefore + 750n)],
    ]);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('writes nothing when one member would go below zero, however the others stand', async () => {
    const a = await fundedMember(300n);
    const b = await fundedMember(300n);
    const before = await postingCount();
    const refused = server.db.transaction((tx) =>
      postNewSetInTransaction(tx, new Date(), [
        spinPosting(a.main, a.house, -200n),
        spinPosting(b.main, b.house, -100n),
        spinPosting(a.main, a.house, -200n),
      ]),
    );
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    expect(await postingCount()).toBe(before);
    expect(await balanceOf(a.main)).toBe(300n);
    expect(await balanceOf(b.main)).toBe(300n);
  });

  it('fails the whole set when a key was taken after all', async () => {
    const a = await fundedMember(300n);
    const first = spinPosting(a.main, a.house, -100n);
    await server.db.transaction((tx) => postNewSetInTransaction(tx, new Date(), [first]));
    const before = await postingCount();
    await expect(
      server.db.transaction((tx) =>
        postNewSetInTransaction(tx, new Date(), [spinPosting(a.main, a.house, 50n), first]),
      ),
    ).rejects.toThrow();
    expect(await postingCount()).toBe(before);
    expect(await balanceOf(a.main)).toBe(200n);
  });
});

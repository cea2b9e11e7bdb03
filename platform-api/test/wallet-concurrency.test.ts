import {
  ApiError,
  bindBankAccountCall,
  createWithdrawalCall,
  formatMoney,
  loginCall,
  setPaymentPasswordCall,
  walletTransferCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/security/password-hash';
import { grantOpeningBalance } from '../src/modules/wallet/opening-balance';
import { startTestServer, type TestClient, type TestServer } from './harness';
import { giveDemoRegionVendorWallets, VENDOR_WALLETS } from './vendor-wallets';

// Many requests racing to spend the same few balances through real HTTP. PGlite runs one statement at a time, so it
// gets fewer requests; PostgreSQL (TEST_DATABASE_URL) gets the full race.
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const REQUESTS = ON_POSTGRES ? 1000 : 150;
const IN_FLIGHT = 64;
const MEMBERS = 4;
const START = 5_000_00n;
const VENDORS = VENDOR_WALLETS;
const PASSWORD = 'race1234';
const PIN = '135790';

type Kind = 'TO_VENDOR' | 'FROM_VENDOR' | 'WITHDRAWAL';

interface Planned {
  member: number;
  kind: Kind;
  vendor: string;
  /** Minor units. */
  amount: bigint;
  key: string;
}

interface Outcome {
  request: Planned;
  /** The transfer's transaction id or the withdrawal's id. */
  id?: string;
  status: number;
  code?: string;
}

interface Member {
  id: number;
  client: TestClient;
  bankAccountId: string;
}

let server: TestServer;
const members: Member[] = [];

/** A small seeded generator, so a failing race can be replayed with the same plan. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const scopeOf = (r: Planned) =>
  `member:${members[r.member]?.id}:${r.kind === 'WITHDRAWAL' ? 'withdrawal' : 'transfer'}`;
const groupOf = (r: Planned) => `${scopeOf(r)}/${r.key}`;
const payloadOf = (r: Planned) => `${r.kind}/${r.vendor}/${r.amount}`;

/**
 * Transfers both ways and some withdrawals, amounts large enough that balances run out. About one request in ten
 * repeats a recent key with the same payload (so both are in flight together), and a few repeat a key with another
 * amount.
 */
function plan(seed: number): Planned[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const planned: Planned[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const roll = next();
    const earlier = planned.slice(-40);
    if (roll < 0.1 && earlier.length > 0) {
      planned.push({ ...pick(earlier) });
      continue;
    }
    if (roll < 0.13 && earlier.length > 0) {
      const original = pick(earlier);
      planned.push({ ...original, amount: original.amount + 100n });
      continue;
    }
    const kindRoll = next();
    const kind: Kind = kindRoll < 0.5 ? 'TO_VENDOR' : kindRoll < 0.93 ? 'FROM_VENDOR' : 'WITHDRAWAL';
    planned.push({
      member: Math.floor(next() * MEMBERS),
      kind,
      vendor: pick(VENDORS),
      amount:
        kind === 'WITHDRAWAL'
          ? BigInt(100 + Math.floor(next() * 50)) * 100n
          : BigInt(1 + Math.floor(next() * 2000)) * 100n,
      key: `race-${seed}-${String(i).padStart(8, '0')}`,
    });
  }
  return planned;
}

async function send(request: Planned): Promise<Outcome> {
  const member = members[request.member] as Member;
  try {
    if (request.kind === 'WITHDRAWAL') {
      const withdrawal = await member.client.call(createWithdrawalCall, {
        bankAccountId: member.bankAccountId,
        amount: formatMoney(request.amount),
        paymentPassword: PIN,
        idempotencyKey: request.key,
      });
      return { request, id: withdrawal.id, status: 200 };
    }
    const toVendor = request.kind === 'TO_VENDOR';
    const transfer = await member.client.call(walletTransferCall, {
      from: toVendor ? 'MAIN' : request.vendor,
      to: toVendor ? request.vendor : 'MAIN',
      amount: formatMoney(request.amount),
      idempotencyKey: request.key,
    });
    return { request, id: transfer.transactionId, status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { request, status: error.status, code: error.code };
  }
}

async function fire(requests: Planned[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next;
      next += 1;
      outcomes[index] = await send(requests[index] as Planned);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return outcomes;
}

async function newMember(index: number, passwordHash: string): Promise<Member> {
  const account = `race${index}${Date.now() % 100_000}`;
  const [row] = await server.sql<{ id: number }>(
    `insert into members (merchant_code, account, password_hash, first_time_login) values ('DEMOKH', $1, $2, false)
     returning id`,
    [account, passwordHash],
  );
  const id = row?.id as number;
  await server.db.transaction((tx) =>
    grantOpeningBalance(tx, {
      merchantCode: 'DEMOKH',
      memberId: id,
      currency: 'KHR',
      amount: START,
      createdAt: new Date(),
    }),
  );
  // Each member signs in from its own address: the per-address login limit is not what is tested.
  const client = server.client({ ip: `10.9.0.${index + 1}` });
  await client.call(loginCall, { username: account, password: PASSWORD });
  await client.call(setPaymentPasswordCall, {
    password: PASSWORD,
    paymentPassword: PIN,
    confirmPaymentPassword: PIN,
  });
  const bank = await client.call(bindBankAccountCall, {
    bankName: 'ABA Bank',
    accountName: 'Race Player',
    accountNumber: `55500${index}123`,
    paymentPassword: PIN,
    password: PASSWORD,
  });
  await server.endSecurityHold(id);
  return { id, client, bankAccountId: bank.id };
}

async function currencyTotals() {
  return server.sql<{ merchant_code: string; currency: string; total: string }>(
    `select merchant_code, currency, sum(balance)::text as total from ledger_accounts
      group by merchant_code, currency order by merchant_code, currency`,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  await giveDemoRegionVendorWallets(server);
  const passwordHash = await hashPassword(PASSWORD);
  for (let i = 0; i < MEMBERS; i += 1) members.push(await newMember(i, passwordHash));
}, 60_000);
afterAll(() => server.close());

describe('wallet under concurrent spending', () => {
  it(
    `keeps every balance whole through ${REQUESTS} racing transfers and withdrawals`,
    async () => {
      const totalsBefore = await currencyTotals();
      const requests = plan(REQUESTS);
      const outcomes = await fire(requests);

      // Every answer is a success or one of the refusals a race may produce; never a server error.
      const unexpected = outcomes.filter(
        (o) =>
          o.status !== 200 &&
          !(o.status === 409 && (o.code === 'INSUFFICIENT_BALANCE' || o.code === 'IDEMPOTENCY_CONFLICT')) &&
          // Withdrawals count each payment-password check before comparing: many at once may hit the limit.
          !(o.request.kind === 'WITHDRAWAL' && o.code === 'TOO_MANY_ATTEMPTS'),
      );
      expect(unexpected).toEqual([]);
      const count = (code: string) => outcomes.filter((o) => o.code === code).length;
      expect(count('INSUFFICIENT_BALANCE')).toBeGreaterThan(0);
      expect(count('IDEMPOTENCY_CONFLICT')).toBeGreaterThan(0);
      expect(outcomes.some((o) => o.request.kind === 'WITHDRAWAL' && o.status === 200)).toBe(true);

      // Per key: one posting when any request succeeded, none otherwise; every success answers the same id and
      // payload; a conflict is only ever a different payload from the one applied.
      const groups = new Map<string, Outcome[]>();
      for (const outcome of outcomes)
        groups.set(groupOf(outcome.request), [...(groups.get(groupOf(outcome.request)) ?? []), outcome]);
      const postings = await server.sql<{
        scope: string;
        key: string;
        n: number;
        id: string;
        reference: string;
      }>(
        `select idempotency_scope as scope, idempotency_key as key, count(*) over (partition by idempotency_scope,
                idempotency_key)::int as n, id::text as id, reference
           from ledger_postings where idempotency_key like 'race-%'`,
      );
      const postingsByGroup = new Map(postings.map((p) => [`${p.scope}/${p.key}`, p]));
      let repeatedSuccesses = 0;
      for (const [group, answers] of groups) {
        const successes = answers.filter((a) => a.status === 200);
        const posting = postingsByGroup.get(group);
        expect(posting?.n ?? 0, group).toBe(successes.length > 0 ? 1 : 0);
        if (successes.length === 0) continue;
        repeatedSuccesses += successes.length - 1;
        const [winner] = successes as [Outcome];
        expect(new Set(successes.map((s) => s.id)), group).toEqual(new Set([winner.id]));
        expect(new Set(successes.map((s) => payloadOf(s.request))), group).toEqual(
          new Set([payloadOf(winner.request)]),
        );
        for (const conflict of answers.filter((a) => a.code === 'IDEMPOTENCY_CONFLICT'))
          expect(payloadOf(conflict.request), group).not.toBe(payloadOf(winner.request));
        // A transfer answers its posting; a withdrawal is the reference of its hold posting.
        expect(winner.request.kind === 'WITHDRAWAL' ? posting?.reference : posting?.id, group).toBe(
          winner.id,
        );
      }
      expect(repeatedSuccesses).toBeGreaterThan(0);

      // What the applied requests add up to, counting each key once, is exactly what the wallets hold.
      const winners = [...groups.values()].flatMap((answers) =>
        answers.filter((a) => a.status === 200).slice(0, 1),
      );
      for (const [index, member] of members.entries()) {
        const mine = winners.filter((w) => w.request.member === index).map((w) => w.request);
        const sum = (items: Planned[]) => items.reduce((total, r) => total + r.amount, 0n);
        const toVendor = mine.filter((r) => r.kind === 'TO_VENDOR');
        const fromVendor = mine.filter((r) => r.kind === 'FROM_VENDOR');
        const withdrawn = sum(mine.filter((r) => r.kind === 'WITHDRAWAL'));
        const expected: Record<string, bigint> = {
          MAIN: START - sum(toVendor) + sum(fromVendor) - withdrawn,
        };
        for (const vendor of VENDORS)
          expected[vendor] =
            sum(toVendor.filter((r) => r.vendor === vendor)) -
            sum(fromVendor.filter((r) => r.vendor === vendor));
        const accounts = await server.sql<{ kind: string; vendor: string | null; balance: string }>(
          `select kind, vendor, balance::text as balance from ledger_accounts where member_id = $1`,
          [member.id],
        );
        const actual: Record<string, bigint> = {
          MAIN: 0n,
          ...Object.fromEntries(VENDORS.map((v) => [v, 0n])),
        };
        for (const a of accounts)
          actual[a.kind === 'MEMBER_MAIN' ? 'MAIN' : (a.vendor as string)] = BigInt(a.balance);
        expect(actual, `member ${index}`).toEqual(expected);
        const [held] = await server.sql<{ total: string }>(
          `select coalesce(sum(amount), 0)::text as total from withdrawals where member_id = $1 and status = 'PENDING'`,
          [member.id],
        );
        expect(BigInt(held?.total ?? '0')).toBe(withdrawn);
        const wallets = Object.values(actual).reduce((total, b) => total + b, 0n);
        expect(wallets + BigInt(held?.total ?? '0'), `member ${index} total`).toBe(START);
      }

      const negative = await server.sql(
        `select id, kind, balance::text from ledger_accounts where balance < 0 and kind not in ('HOUSE', 'PAYMENT_CLEARING')`,
      );
      expect(negative).toEqual([]);
      const totalsAfter = await currencyTotals();
      expect(totalsAfter).toEqual(totalsBefore);
      expect(totalsAfter.every((t) => t.total === '0')).toBe(true);
      // The harness proves the whole ledger again when the server closes.
    },
    ON_POSTGRES ? 60_000 : 45_000,
  );
});

/**
 * Wallet transfers, deposits and payouts per second against PostgreSQL's own TPC-B figure, from one run on this
 * machine (not a test):
 *   1. pgbench TPC-B (scale 10, 16 clients, 2 threads) on a scratch database: what the database does with a small
 *      read-write transaction and no application in between;
 *   2. wallet transfers through the real HTTP API (buildApp on a fresh migrated and seeded database), 64 clients,
 *      main -> vendor and back, a new idempotency key on every request, counting only 2xx answers;
 *   3. deposits: the payment provider's signed notifications (the sandbox channel's credit path over HTTP), one per
 *      pending order, 64 clients, counted as orders the database holds CREDITED;
 *   4. payouts: the operator's pay call over HTTP on approved withdrawals, 64 clients, counted as withdrawals PAID;
 *   5. each figure, its ratio to pgbench, p99 and errors, then the ledger check of the wallet database.
 * Both runs use BENCH_DATABASE_URL's server (default the local `test` database's server) and create and drop their own
 * databases. The API runs in this process like `pnpm start`; the load comes from a child process, as pgbench's clients
 * do.
 */
import {
  formatMoney,
  paymentCallbackCall,
  payWithdrawalCall,
  walletTransferCall,
} from '@platform/shared-contracts/server';
import { buildApp, createDeps } from '../platform-api/src/app';
import { loadConfig } from '../platform-api/src/config';
import { openDatabase } from '../platform-api/src/db/database';
import { migrate } from '../platform-api/src/db/migrate';
import { seedDemoData } from '../platform-api/src/db/seed';
import type { Deps } from '../platform-api/src/deps';
import { issueSession } from '../platform-api/src/modules/auth/session-service';
import { newToken, sha256 } from '../platform-api/src/modules/security/tokens';
import { checkLedger, postInTransaction } from '../platform-api/src/modules/wallet/ledger-service';
import { mainAccountOf, merchantAccountOf } from '../platform-api/src/modules/wallet/member-wallet';
import {
  SANDBOX_PROVIDER,
  signNotification,
} from '../platform-api/src/providers/payment/sandbox-payment-provider';
import { runInChild, servedAsChild } from './child-process';
import { insertFundedMembers } from './funded-members';
import { runLoad } from './keep-alive-load';
import { PGBENCH, pgbenchTps, withScratchDatabase } from './pgbench';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 3;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TRANSFER_CLIENTS = 64;
/** Four members per client: two clients rarely hold a request for the same member at once. */
const MEMBERS = 256;
/** The demo region with a wallet to transfer into (the lottery's; decision 190). */
const MERCHANT = 'DEMOTH';
const CURRENCY = 'THB';
/** Minor units: each member's main wallet, and what is moved to its vendor wallet before the run. */
const OPENING = 1_000_000_00n;
const PREFUND = '10000.00';
const AMOUNT = '1.00';
/** Pending deposit orders and approved withdrawals made ready, more than a warm-up and a run can use up. */
const POOL = Number(process.env.BENCH_POOL ?? 40_000);
const DEPOSIT_CHANNEL = 'sandbox-bank';
/** Minor units of each deposit order and each withdrawal: within the sandbox bank channel's range. */
const ORDER_AMOUNT = 1000n;

type LoadKind = 'transfer' | 'deposit' | 'payout';

interface LoadPlan {
  kind: LoadKind;
  url: string;
  seconds: number;
  runId: string;
  members: { token: string; vendor: string }[];
  /** deposit: the channel's notification secret; payout: the operator's session token. */
  secret: string;
  /** deposit and payout: the first pool item this run uses (the warm-up uses the ones before). */
  first: number;
}

interface LoadResult {
  ok: number;
  /** Requests sent, answered or not: the next run starts on the pool item after them. */
  sent: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

const JSON_BODY = { 'content-type': 'application/json' };
const depositOrderId = (i: number) => `bench-deposit-${i}`;
const withdrawalId = (i: number) => `bench-withdrawal-${i}`;

/**
 * Transfers: request n goes to member n mod MEMBERS; each member alternates main -> vendor and vendor -> main. Both
 * of its wallets hold far more than a run moves, so a late answer never turns the next request into an overdraft.
 * Deposits and payouts: request n settles pool item first + n, whose member is n mod MEMBERS.
 */
function requestMaker(
  plan: LoadPlan,
  counter: { sent: number },
): () => { path: string; headers: Record<string, string>; body: string } {
  const next = requestOf(plan);
  return () => next(counter.sent++);
}

function requestOf(
  plan: LoadPlan,
): (n: number) => { path: string; headers: Record<string, string>; body: string } {
  const timestamp = String(Date.now());
  const amount = formatMoney(ORDER_AMOUNT);
  switch (plan.kind) {
    case 'transfer':
      return (n) => {
        const member = plan.members[n % plan.members.length] as LoadPlan['members'][number];
        const toVendor = Math.floor(n / plan.members.length) % 2 === 0;
        return {
          path: walletTransferCall.path,
          headers: { ...JSON_BODY, authorization: `Bearer ${member.token}` },
          body: JSON.stringify({
            from: toVendor ? 'MAIN' : member.vendor,
            to: toVendor ? member.vendor : 'MAIN',
            amount: AMOUNT,
            idempotencyKey: `bench-${plan.runId}-${n + 1}`,
          }),
        };
      };
    case 'deposit':
      return (n) => {
        const orderId = depositOrderId(plan.first + n);
        const notification = signNotification(
          {
            provider: SANDBOX_PROVIDER,
            orderId,
            providerRef: `ref-${orderId}`,
            amount,
            currency: CURRENCY,
            status: 'SUCCESS',
            timestamp,
          },
          plan.secret,
        );
        return { path: paymentCallbackCall.path, headers: JSON_BODY, body: JSON.stringify(notification) };
      };
    case 'payout':
      return (n) => {
        const id = withdrawalId(plan.first + n);
        return {
          path: payWithdrawalCall.path,
          headers: { ...JSON_BODY, authorization: `Bearer ${plan.secret}` },
          body: JSON.stringify({
            withdrawalId: id,
            payoutReference: `payout-${id}`,
            idempotencyKey: `pay-${id}`,
          }),
        };
      };
  }
}

async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  const counter = { sent: 0 };
  const figures = await runLoad({
    url: plan.url,
    connections: TRANSFER_CLIENTS,
    seconds: plan.seconds,
    next: requestMaker(plan, counter),
  });
  const answers = Object.entries(figures.statuses);
  const ok = answers.filter(([code]) => code.startsWith('2')).reduce((sum, [, count]) => sum + count, 0);
  const refused = answers
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return { ...figures, ok, errors: figures.errors + refused, sent: counter.sent };
}

/** The load generator runs as a child process of this same file (with tsx's loader), as pgbench's clients do. */
const runLoadInChild = (plan: LoadPlan) => runInChild<LoadPlan, LoadResult>(import.meta.url, plan);

/** Members of the merchant, each with a session, a funded main wallet and a funded vendor wallet. */
async function arrangeMembers(url: string, deps: Deps) {
  const merchant = await deps.db.query<{ vendor: string }>(
    'select vendor from wallet_vendors where merchant_code = $1 order by sort, vendor',
    [MERCHANT],
  );
  const vendors = merchant.map((v) => v.vendor);
  if (vendors.length === 0) throw new Error(`${MERCHANT} offers no vendor wallet to transfer into`);
  const members = await deps.db.transaction(async (tx) => {
    const created: (LoadPlan['members'][number] & { id: number })[] = [];
    const ids = await insertFundedMembers(tx, {
      merchantCode: MERCHANT,
      currency: CURRENCY,
      amount: OPENING,
      count: MEMBERS,
      prefix: 'bench',
      signIn: 'bench: signs in by a minted session',
      now: deps.now(),
    });
    for (const [i, memberId] of ids.entries()) {
      // Logins are what api-throughput.ts measures; here a session is issued the way a login issues it.
      const token = await issueSession(deps, tx, { id: memberId }, 'MEMBER', '127.0.0.1');
      created.push({ id: memberId, token, vendor: vendors[i % vendors.length] as string });
    }
    return created;
  });
  for (const [i, member] of members.entries()) {
    const response = await fetch(`${url}${walletTransferCall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({
        from: 'MAIN',
        to: member.vendor,
        amount: PREFUND,
        idempotencyKey: `prefund-member-${String(i).padStart(4, '0')}`,
      }),
    });
    if (!response.ok) throw new Error(`prefunding member ${i} failed: ${await response.text()}`);
  }
  return members;
}

/** POOL pending deposit orders of the sandbox bank channel, order i belonging to member i mod MEMBERS. */
async function arrangeDepositOrders(deps: Deps, memberIds: number[]): Promise<string> {
  await deps.db.query(
    `insert into deposit_orders (id, member_id, merchant_code, channel_id, amount, currency, idempotency_key,
                                 request_hash, created_at, updated_at)
     select 'bench-deposit-' || i, ($1::int[])[i % cardinality($1::int[]) + 1], $2, $3, $4, $5, 'bench-' || i,
            'bench', $6, $6
       from generate_series(0, $7 - 1) as i`,
    [memberIds, MERCHANT, DEPOSIT_CHANNEL, ORDER_AMOUNT.toString(), CURRENCY, deps.now(), POOL],
  );
  const [channel] = await deps.db.query<{ secret: string }>(
    'select secret from deposit_channels where merchant_code = $1 and id = $2',
    [MERCHANT, DEPOSIT_CHANNEL],
  );
  if (!channel) throw new Error(`${MERCHANT} has no ${DEPOSIT_CHANNEL} channel`);
  return channel.secret;
}

/**
 * POOL approved withdrawals, withdrawal i belonging to member i mod MEMBERS, and an operator session to pay them.
 * Each member's hold is posted once for all of its withdrawals, as the withdrawal request would have, one by one.
 */
async function arrangeApprovedWithdrawals(deps: Deps, memberIds: number[]): Promise<string> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const [index, memberId] of memberIds.entries()) {
      const [bank] = await tx.query<{ id: string }>(
        `insert into bank_accounts (member_id, bank_name, account_name, account_number, created_at)
           values ($1, 'Bangkok Bank', 'Bench', '1234567890', $2) returning id::text as id`,
        [memberId, now],
      );
      const made = await tx.query(
        `insert into withdrawals (id, member_id, merchant_code, bank_account_id, bank_name, account_name,
                                  account_number, amount, currency, status, idempotency_key, request_hash,
                                  created_at, updated_at)
         select 'bench-withdrawal-' || i, $1, $2, $3, 'Bangkok Bank', 'Bench', '1234567890', $4, $5, 'APPROVED',
                'bench-' || i, 'bench', $6, $6
           from generate_series($7::int, $8 - 1, $9) as i
         returning 1`,
        [memberId, MERCHANT, bank?.id, ORDER_AMOUNT.toString(), CURRENCY, now, index, POOL, memberIds.length],
      );
      const member = { memberId, merchantCode: MERCHANT, currency: CURRENCY, currencySymbol: '' };
      const main = await mainAccountOf(tx, member);
      const hold = await merchantAccountOf(tx, MERCHANT, 'WITHDRAWAL_HOLD', CURRENCY, memberId);
      const amount = ORDER_AMOUNT * BigInt(made.length);
      await postInTransaction(tx, now, {
        merchantCode: MERCHANT,
        kind: 'WITHDRAWAL_HOLD',
        scope: 'bench:withdrawal-holds',
        idempotencyKey: `member:${memberId}`,
        request: { amount },
        entries: [
          { accountId: main.id, amount: -amount },
          { accountId: hold.id, amount },
        ],
        memberId,
      });
    }
  });
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    const [operator] = await tx.query<{ id: number }>(
      // Paying a withdrawal is the finance role's call (decision 086): an operator without it is refused.
      `insert into operators (username, password_hash, roles)
         values ('bench-ops', 'bench: signs in by a minted session', '{FINANCE}')
       returning id`,
    );
    await tx.query(
      `insert into operator_sessions (token_hash, operator_id, ip, created_at, last_seen_at, expires_at)
         values ($1, $2, '127.0.0.1', $3, $3, $3::timestamptz + interval '1 day')`,
      [sha256(token), operator?.id, now],
    );
  });
  return token;
}

/** Pool items first .. first + count - 1 that the database holds credited (deposits) or paid (payouts). */
async function countSettled(deps: Deps, kind: 'deposit' | 'payout', first: number, count: number) {
  const [table, status] = kind === 'deposit' ? ['deposit_orders', 'CREDITED'] : ['withdrawals', 'PAID'];
  const [row] = await deps.db.query<{ settled: number }>(
    `select count(*)::int as settled from ${table}
      where status = $1 and id = any (select $2 || i from generate_series($3::int, $4::int - 1) as i)`,
    [status, `bench-${kind === 'deposit' ? 'deposit' : 'withdrawal'}-`, first, first + count],
  );
  return row?.settled ?? 0;
}

interface Measured {
  load: LoadResult;
  /** 2xx answers within the run, per second. */
  perSecond: number;
}

async function walletRuns(url: string) {
  const db = await openDatabase(url);
  await migrate(db);
  await seedDemoData(db);
  const deps = await createDeps({ db, config: { ...loadConfig({ PAYMENT_SANDBOX: '1' }), database: url } });
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const arranged = await arrangeMembers(address, deps);
    const members = arranged.map(({ token, vendor }) => ({ token, vendor }));
    const memberIds = arranged.map((m) => m.id);
    const secrets: Record<LoadKind, string> = {
      transfer: '',
      deposit: await arrangeDepositOrders(deps, memberIds),
      payout: await arrangeApprovedWithdrawals(deps, memberIds),
    };
    const results = {} as Record<LoadKind, Measured>;
    for (const kind of ['transfer', 'deposit', 'payout'] as const) {
      const base = { kind, url: address, members, secret: secrets[kind] };
      const warmup = await runLoadInChild({ ...base, seconds: WARMUP_S, runId: 'warmup', first: 0 });
      const first = warmup.sent;
      const load = await runLoadInChild({ ...base, seconds: DURATION_S, runId: 'measured', first });
      if (kind !== 'transfer') {
        if (first + load.sent > POOL)
          throw new Error(`${kind}: the runs needed more than ${POOL}; raise BENCH_POOL`);
        // A 2xx that moved no money (a repeat) would flatter the figure: every one must be a settled item.
        const settled = await countSettled(deps, kind, first, load.sent);
        if (settled < load.ok) throw new Error(`${kind}: ${load.ok} answers but ${settled} settled`);
      }
      results[kind] = { load, perSecond: load.ok / load.seconds };
    }
    const check = await checkLedger(db);
    return { results, check };
  } finally {
    await app.close();
    await db.close();
  }
}

const LABELS: Record<LoadKind, string> = {
  transfer: 'wallet transfers over HTTP',
  deposit: 'deposits (signed notifications)',
  payout: 'payouts (operator pay)',
};

async function main() {
  console.log(
    `wallet transfers, deposits and payouts vs pgbench TPC-B: ${DURATION_S} s each on ${new URL(ADMIN_URL).host}, Node ${process.version}\n`,
  );
  const tps = await pgbenchTps(ADMIN_URL, DURATION_S);
  console.log(
    `pgbench TPC-B (scale ${PGBENCH.scale}, ${PGBENCH.clients} clients, ${PGBENCH.threads} threads) ${tps.toFixed(0).padStart(8)} tps`,
  );
  const { results, check } = await withScratchDatabase(ADMIN_URL, 'bench_wallet', walletRuns);
  console.log(`over HTTP, ${TRANSFER_CLIENTS} clients, ${MEMBERS} members of ${MERCHANT}:`);
  for (const [kind, { load, perSecond }] of Object.entries(results) as [LoadKind, Measured][]) {
    console.log(
      `${LABELS[kind].padEnd(32)} ${perSecond.toFixed(0).padStart(8)} /s   ratio to pgbench ${(perSecond / tps).toFixed(3)}   p50 ${load.p50} ms   p99 ${load.p99} ms   errors ${load.errors}`,
    );
    const failures = Object.entries(load.statuses).filter(([code]) => !code.startsWith('2'));
    if (failures.length > 0)
      console.log(`  non-2xx answers: ${failures.map(([c, n]) => `${c} x${n}`).join(', ')}`);
  }
  console.log(
    `ledger check: ${check.ok ? 'ok' : 'BROKEN'} (${check.accounts} accounts, ${check.postings} postings, ${check.mismatches.length} mismatches)`,
  );
  for (const m of check.mismatches)
    console.log(
      `  ${m.type} ${m.subject}: expected ${formatMoney(m.expected)}, actual ${formatMoney(m.actual)}`,
    );
  if (!check.ok) process.exitCode = 1;
}

if (!servedAsChild(generateLoad)) await main();

/**
 * Wallet transfers per second against PostgreSQL's own TPC-B figure, from one run on this machine (not a test):
 *   1. pgbench TPC-B (scale 10, 16 clients, 2 threads) on a scratch database: what the database does with a small
 *      read-write transaction and no application in between;
 *   2. wallet transfers through the real HTTP API (buildApp on a fresh migrated and seeded database), 64 clients,
 *      main -> vendor and back, a new idempotency key on every request, counting only 2xx answers;
 *   3. both figures, their ratio, p99 and errors, then the ledger check of the transfer database.
 * Both runs use BENCH_DATABASE_URL's server (default the local `test` database's server) and create and drop their own
 * databases. The API runs in this process like `pnpm start`; the load comes from a child process, as pgbench's clients
 * do.
 */
import { execFile, fork } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { formatMoney, walletTransferCall } from '@platform/shared-contracts';
import { buildApp, createDeps } from '../platform-api/src/app';
import { loadConfig } from '../platform-api/src/config';
import { openDatabase } from '../platform-api/src/db/database';
import { migrate } from '../platform-api/src/db/migrate';
import { createScratchDatabase } from '../platform-api/src/db/scratch-database';
import { seedDemoData } from '../platform-api/src/db/seed';
import type { Deps } from '../platform-api/src/deps';
import { issueSession } from '../platform-api/src/modules/auth/session-service';
import { checkLedger } from '../platform-api/src/modules/wallet/ledger-service';
import { grantOpeningBalance } from '../platform-api/src/modules/wallet/opening-balance';
import { runLoad } from './keep-alive-load';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 3;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PGBENCH = { scale: 10, clients: 16, threads: 2 };
const TRANSFER_CLIENTS = 64;
/** Four members per client: two clients rarely hold a request for the same member at once. */
const MEMBERS = 256;
const MERCHANT = 'DEMOKH';
const CURRENCY = 'KHR';
/** Minor units: each member's main wallet, and what is moved to its vendor wallet before the run. */
const OPENING = 1_000_000_00n;
const PREFUND = '10000.00';
const AMOUNT = '1.00';
const LOAD_ROLE = '--generate-load';

interface LoadPlan {
  url: string;
  seconds: number;
  runId: string;
  members: { token: string; vendor: string }[];
}

interface LoadResult {
  ok: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

/**
 * Request n goes to member n mod MEMBERS; each member alternates main -> vendor and vendor -> main. Both of its
 * wallets hold far more than a run moves, so a late answer never turns the next request into an overdraft.
 */
async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  let n = 0;
  const figures = await runLoad({
    url: plan.url,
    connections: TRANSFER_CLIENTS,
    seconds: plan.seconds,
    next: () => {
      const member = plan.members[n % plan.members.length] as LoadPlan['members'][number];
      const toVendor = Math.floor(n / plan.members.length) % 2 === 0;
      n += 1;
      return {
        path: walletTransferCall.path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
        body: JSON.stringify({
          from: toVendor ? 'MAIN' : member.vendor,
          to: toVendor ? member.vendor : 'MAIN',
          amount: AMOUNT,
          idempotencyKey: `bench-${plan.runId}-${n}`,
        }),
      };
    },
  });
  const answers = Object.entries(figures.statuses);
  const ok = answers.filter(([code]) => code.startsWith('2')).reduce((sum, [, count]) => sum + count, 0);
  const refused = answers
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return { ...figures, ok, errors: figures.errors + refused };
}

/** The load generator runs as a child process of this same file (with tsx's loader), as pgbench's clients do. */
function runLoadInChild(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [LOAD_ROLE]);
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(plan);
  });
}

/** A database of its own on the server, dropped afterwards, so the bench never touches existing data. */
async function withScratchDatabase<T>(prefix: string, work: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(ADMIN_URL, prefix);
  try {
    return await work(scratch.url);
  } finally {
    await scratch.drop();
  }
}

function pgbenchBinary(): string {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin', 'pgbench')).find((path) => existsSync(path));
  return found ?? 'pgbench';
}

async function pgbenchTps(): Promise<number> {
  const run = promisify(execFile);
  const binary = pgbenchBinary();
  return withScratchDatabase('bench_pgbench', async (url) => {
    await run(binary, ['-i', '-q', '-s', String(PGBENCH.scale), url]);
    const { stdout } = await run(binary, [
      '-c',
      String(PGBENCH.clients),
      '-j',
      String(PGBENCH.threads),
      '-T',
      String(DURATION_S),
      url,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return Number(tps);
  });
}

/** Members of the demo merchant, each with a session, a funded main wallet and a funded vendor wallet. */
async function arrangeMembers(url: string, deps: Deps) {
  const merchant = await deps.db.query<{ vendor: string }>(
    'select vendor from wallet_vendors where merchant_code = $1 order by sort, vendor',
    [MERCHANT],
  );
  const vendors = merchant.map((v) => v.vendor);
  const members = await deps.db.transaction(async (tx) => {
    const created: LoadPlan['members'] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const [row] = await tx.query<{ id: number }>(
        `insert into members (merchant_code, account, password_hash, first_time_login)
           values ($1, $2, 'bench: signs in by a minted session', false) returning id`,
        [MERCHANT, `bench${String(i).padStart(4, '0')}`],
      );
      const memberId = row?.id as number;
      await grantOpeningBalance(tx, {
        merchantCode: MERCHANT,
        memberId,
        currency: CURRENCY,
        amount: OPENING,
        createdAt: deps.now(),
      });
      // Logins are what api-throughput.ts measures; here a session is issued the way a login issues it.
      const token = await issueSession(deps, tx, { id: memberId }, 'MEMBER', '127.0.0.1');
      created.push({ token, vendor: vendors[i % vendors.length] as string });
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

async function walletTransfers(url: string) {
  const db = await openDatabase(url);
  await migrate(db);
  await seedDemoData(db);
  const deps = await createDeps({ db, config: { ...loadConfig({}), database: url } });
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const members = await arrangeMembers(address, deps);
    await runLoadInChild({ url: address, seconds: WARMUP_S, runId: 'warmup', members });
    const load = await runLoadInChild({ url: address, seconds: DURATION_S, runId: 'measured', members });
    const check = await checkLedger(db);
    return { load, check };
  } finally {
    await app.close();
    await db.close();
  }
}

async function main() {
  console.log(
    `wallet transfers vs pgbench TPC-B: ${DURATION_S} s each on ${new URL(ADMIN_URL).host}, Node ${process.version}\n`,
  );
  const tps = await pgbenchTps();
  console.log(
    `pgbench TPC-B (scale ${PGBENCH.scale}, ${PGBENCH.clients} clients, ${PGBENCH.threads} threads) ${tps.toFixed(0).padStart(8)} tps`,
  );
  const { load, check } = await withScratchDatabase('bench_wallet', walletTransfers);
  const transferTps = load.ok / load.seconds;
  console.log(
    `wallet transfers over HTTP (${TRANSFER_CLIENTS} clients, ${MEMBERS} members)  ${transferTps.toFixed(0).padStart(8)} tps   p50 ${load.p50} ms   p99 ${load.p99} ms   errors ${load.errors}`,
  );
  const failures = Object.entries(load.statuses).filter(([code]) => !code.startsWith('2'));
  if (failures.length > 0)
    console.log(`  non-2xx answers: ${failures.map(([c, n]) => `${c} x${n}`).join(', ')}`);
  console.log(`ratio transfers / pgbench ${(transferTps / tps).toFixed(3)}`);
  console.log(
    `ledger check: ${check.ok ? 'ok' : 'BROKEN'} (${check.accounts} accounts, ${check.postings} postings, ${check.mismatches.length} mismatches)`,
  );
  for (const m of check.mismatches)
    console.log(
      `  ${m.type} ${m.subject}: expected ${formatMoney(m.expected)}, actual ${formatMoney(m.actual)}`,
    );
  if (!check.ok) process.exitCode = 1;
}

if (process.argv.includes(LOAD_ROLE)) {
  process.once('message', async (plan) => {
    process.send?.(await generateLoad(plan as LoadPlan), () => process.exit(0));
  });
} else await main();

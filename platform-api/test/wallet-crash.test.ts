import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { walletTransferCall } from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createScratchDatabase } from '../src/db/scratch-database';
import { seedDemoData } from '../src/db/seed';
import { issueSession } from '../src/modules/auth/session-service';
import { checkLedger, post } from '../src/modules/wallet/ledger-service';
import { grantOpeningBalance } from '../src/modules/wallet/opening-balance';
import { provisionVendorWallets, VENDOR_WALLETS } from './vendor-wallets';

// The real server as a child process, killed with SIGKILL in the middle of a transfer load and started again on the
// same database: PostgreSQL (a fresh database) with TEST_DATABASE_URL, else a PGlite data folder.
const API_DIR = join(import.meta.dirname, '..');
const MEMBERS = 6;
const IN_FLIGHT = 32;
/** Successes answered before the kill; the load keeps IN_FLIGHT requests open all along. */
const KILL_AFTER = 150;
const VENDORS = VENDOR_WALLETS;
/** Minor units: each main wallet, and what each vendor wallet holds before the load. */
const START = 1_000_000_00n;
const PREFUND = 10_000_00n;

interface Member {
  id: number;
  token: string;
}

interface Sent {
  member: Member;
  body: { from: string; to: string; amount: string; idempotencyKey: string };
  state: 'in flight' | 'answered';
  status?: number;
  transactionId?: string;
}

let database = '';
let cleanUp: () => Promise<void> = async () => undefined;
const members: Member[] = [];

async function freshDatabase(): Promise<{ location: string; remove: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(join(tmpdir(), 'wallet-crash-'));
    return { location: join(dir, 'pglite'), remove: () => rm(dir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(url, 'crash');
  return { location: scratch.url, remove: scratch.drop };
}

/** Opens the database in this process (never while the server holds a PGlite folder). */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(database);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `tsx src/main.ts` as `pnpm start` runs it, in one process, so SIGKILL reaches the server itself. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      LOG_LEVEL: 'warn',
      // Provisioned and seeded above, with the test's vendor wallets, which the demo's own file would take away.
      DEMO: '',
      SITE_DIR: join(API_DIR, 'no-site-in-this-test'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
    const ready = setInterval(() => {
      if (!output.includes('Site ready on')) return;
      clearInterval(ready);
      clearTimeout(timer);
      resolve();
    }, 50);
    child.once('exit', (code) => {
      clearInterval(ready);
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

function stopped(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function transfer(url: string, sent: Sent): Promise<void> {
  const response = await fetch(`${url}${walletTransferCall.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sent.member.token}` },
    body: JSON.stringify(sent.body),
  });
  const answer = (await response.json()) as { value?: { transactionId?: string } };
  sent.state = 'answered';
  sent.status = response.status;
  sent.transactionId = answer.value?.transactionId;
}

let serial = 0;
function nextTransfer(): Sent {
  serial += 1;
  const member = members[serial % MEMBERS] as Member;
  const vendor = VENDORS[serial % VENDORS.length] as string;
  const toVendor = Math.floor(serial / MEMBERS) % 2 === 0;
  return {
    member,
    state: 'in flight',
    body: {
      from: toVendor ? 'MAIN' : vendor,
      to: toVendor ? vendor : 'MAIN',
      amount: `${1 + (serial % 50)}.00`,
      idempotencyKey: `crash-${String(serial).padStart(10, '0')}`,
    },
  };
}

/** Keeps IN_FLIGHT transfers open until the server goes away; a request cut off by the kill stays `in flight`. */
async function load(url: string, sent: Sent[]): Promise<void> {
  const worker = async () => {
    for (;;) {
      const request = nextTransfer();
      sent.push(request);
      try {
        await transfer(url, request);
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/** What must hold after any crash: the ledger proven, no posting half-written, no money made or lost. */
async function expectWholeLedger(db: Database) {
  expect(await checkLedger(db)).toMatchObject({ ok: true, mismatches: [] });
  const [postings] = await db.query<{ without_result: number; without_entries: number; unbalanced: number }>(
    `select count(*) filter (where p.result is null)::int as without_result,
            count(*) filter (where e.n is null or e.n < 2)::int as without_entries,
            count(*) filter (where e.total <> 0)::int as unbalanced
       from ledger_postings p
       left join (select posting_id, count(*) as n, sum(amount) as total from ledger_entries group by posting_id) e
         on e.posting_id = p.id`,
  );
  expect(postings).toEqual({ without_result: 0, without_entries: 0, unbalanced: 0 });
  const totals = await db.query<{ total: string }>(
    'select sum(balance)::text as total from ledger_accounts group by merchant_code, currency',
  );
  expect(totals.every((t) => t.total === '0')).toBe(true);
  const wallets = await db.query<{ member_id: number; total: string }>(
    `select member_id, sum(balance)::text as total from ledger_accounts where member_id = any($1::int[])
      group by member_id order by member_id`,
    [members.map((m) => m.id)],
  );
  expect(wallets.map((w) => BigInt(w.total))).toEqual(members.map(() => START));
}

async function postingsByKey(db: Database, keys: string[]): Promise<Map<string, string[]>> {
  const rows = await db.query<{ key: string; ids: string[] }>(
    `select idempotency_key as key, array_agg(id::text) as ids from ledger_postings
      where idempotency_key = any($1::text[]) group by idempotency_key`,
    [keys],
  );
  return new Map(rows.map((r) => [r.key, r.ids]));
}

beforeAll(async () => {
  const fresh = await freshDatabase();
  database = fresh.location;
  cleanUp = fresh.remove;
  await withDatabase(async (db) => {
    await migrate(db);
    await seedDemoData(db);
    await provisionVendorWallets(db);
    const deps = await createDeps({ db, config: { ...loadConfig({}), database } });
    for (let i = 0; i < MEMBERS; i += 1) {
      const [row] = await db.query<{ id: number }>(
        `insert into members (merchant_code, account, password_hash, first_time_login)
           values ('DEMOKH', $1, 'signs in by an issued session', false) returning id`,
        [`crash${i}`],
      );
      const memberId = row?.id as number;
      const token = await db.transaction(async (tx) => {
        const now = new Date();
        await grantOpeningBalance(tx, {
          merchantCode: 'DEMOKH',
          memberId,
          currency: 'KHR',
          amount: START,
          createdAt: now,
        });
        return issueSession(deps, tx, { id: memberId }, 'MEMBER', '127.0.0.1', now);
      });
      members.push({ id: memberId, token });
    }
    // Every vendor wallet starts with money, so a transfer back from it is never an overdraft.
    const accounts = await db.query<{ id: string; member_id: number; kind: string; vendor: string | null }>(
      'select id::text as id, member_id, kind, vendor from ledger_accounts where member_id = any($1::int[])',
      [members.map((m) => m.id)],
    );
    for (const member of members) {
      const main = accounts.find((a) => a.member_id === member.id && a.kind === 'MEMBER_MAIN')?.id as string;
      for (const vendor of VENDORS) {
        const [vendorAccount] = await db.query<{ id: string }>(
          `insert into ledger_accounts (merchant_code, member_id, kind, vendor, currency)
             values ('DEMOKH', $1, 'MEMBER_VENDOR', $2, 'KHR') returning id::text as id`,
          [member.id, vendor],
        );
        await post(deps, {
          merchantCode: 'DEMOKH',
          kind: 'TRANSFER_TO_VENDOR',
          scope: `member:${member.id}:transfer`,
          idempotencyKey: `prefund-${vendor}`,
          request: { vendor },
          entries: [
            { accountId: main, amount: -PREFUND },
            { accountId: vendorAccount?.id as string, amount: PREFUND },
          ],
          memberId: member.id,
          reference: vendor,
        });
      }
    }
  });
}, 60_000);
afterAll(() => cleanUp());

describe('wallet after a crash', () => {
  it('keeps the ledger whole through SIGKILL mid-load and settles every cut-off request once', async () => {
    const first = await startServer();
    const sent: Sent[] = [];
    const loading = load(first.url, sent);
    const started = Date.now();
    while (sent.filter((s) => s.status === 200).length < KILL_AFTER && Date.now() - started < 20_000)
      await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await loading;
    await stopped(first.child);

    expect(sent.filter((s) => s.state === 'answered' && s.status !== 200)).toEqual([]);
    const cutOff = sent.filter((s) => s.state === 'in flight');
    const done = sent.filter((s) => s.status === 200);
    expect(cutOff.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // The database as the crash left it: whole, every answered transfer durable, some cut-off ones committed.
    const committed = await withDatabase(async (db) => {
      await expectWholeLedger(db);
      const answeredPostings = await postingsByKey(
        db,
        done.map((s) => s.body.idempotencyKey),
      );
      for (const s of done) expect(answeredPostings.get(s.body.idempotencyKey)).toEqual([s.transactionId]);
      return postingsByKey(
        db,
        cutOff.map((s) => s.body.idempotencyKey),
      );
    });

    // Restarted on the same database, a retry of each cut-off request replays its commit or applies it now.
    const second = await startServer();
    try {
      const retries = cutOff.map((s) => ({ ...s, state: 'in flight' as const, transactionId: undefined }));
      await Promise.all(retries.map((r) => transfer(second.url, r)));
      for (const retry of retries) {
        expect(retry.status).toBe(200);
        const earlier = committed.get(retry.body.idempotencyKey);
        if (earlier) expect([retry.transactionId]).toEqual(earlier);
      }
      const replays = done.slice(0, 10).map((s) => ({ ...s, transactionId: undefined }));
      await Promise.all(replays.map((r) => transfer(second.url, r)));
      expect(replays.map((r) => r.transactionId)).toEqual(done.slice(0, 10).map((s) => s.transactionId));

      second.child.kill('SIGTERM');
      await stopped(second.child);
      await withDatabase(async (db) => {
        await expectWholeLedger(db);
        const settled = await postingsByKey(
          db,
          cutOff.map((s) => s.body.idempotencyKey),
        );
        for (const retry of retries)
          expect(settled.get(retry.body.idempotencyKey)).toEqual([retry.transactionId]);
      });
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 60_000);
});

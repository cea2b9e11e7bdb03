/**
 * Slot spins per second through the real HTTP studio API against PostgreSQL's own TPC-B figure, from one run on
 * this machine (not a test):
 *   1. pgbench TPC-B (scale 10, 16 clients, 2 threads) on a scratch database;
 *   2. spins: POST /studio/v1/spin (buildApp on a fresh migrated and seeded database), 64 clients, each on its own
 *      member's game session (launched through the HOUSE adapter, opened over HTTP), a new request id per spin,
 *      every spin settled through the seamless wallet (bet and win, bet record, turnover); only 2xx answers count;
 *   3. the figure, its ratio to pgbench, p50/p99 and errors, how many spins shared each wallet transaction
 *      (decision 058), how many statements the API sent a spin (decision 075) and the write-ahead log a spin wrote
 *      beside a TPC-B transaction's (decision 125; BENCH_WAL_DETAIL=1 splits it by table and index); then the rounds
 *      the database holds settled (every 2xx must be one) and the ledger check.
 * BENCH_DATABASE_URL names the server (default the local `test` database's); the API runs in this process like
 * `pnpm start`, the load comes from a child process, as pgbench's clients do.
 */
import { formatMoney, GAME_SESSION_HEADER, studioSpinCall } from '@platform/shared-contracts/server';
import { openDatabase, type Queryable } from '../platform-api/src/db/database';
import type { Deps } from '../platform-api/src/deps';
import { spinBatchHealth } from '../platform-api/src/modules/seamless-wallet/seamless-wallet-service';
import { checkLedger } from '../platform-api/src/modules/wallet/ledger-service';
import { startBenchApi } from './bench-api';
import { runInChild, servedAsChild } from './child-process';
import { cpuBetween, sampleCpu } from './cpu-usage';
import { runLoad } from './keep-alive-load';
import { PGBENCH, pgbenchRun, walBytesBetween, walPosition, withScratchDatabase } from './pgbench';
import { countStatements } from './statement-count';
import { openStudioSessions } from './studio-sessions';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 3;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = 64;
/** One member (and game session) per client: a member's spins are sequential, as a player's are. */
const MEMBERS = CLIENTS;
const MERCHANT = 'DEMOKH';
const CURRENCY = 'KHR';
const GAME = 'HOUSE_SLOT_TEMPLE';
const OPENING = 1_000_000_00n;
/**
 * The bet level spun (decision 108): 2 (1.00) pays 0.01 of each stake into the jackpot pool, 1 (0.40) rounds its 1%
 * down to nothing, so `BENCH_BET_LEVEL=1` then `=2` measures what the contribution costs a spin.
 */
const BET_LEVEL = Number(process.env.BENCH_BET_LEVEL ?? 2);

interface LoadPlan {
  url: string;
  seconds: number;
  runId: string;
  sessions: string[];
}

interface LoadResult {
  ok: number;
  sent: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
  /** CPU seconds the load generator itself spent. */
  cpu: number;
}

async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  let sent = 0;
  const cpuBefore = process.cpuUsage();
  // Each connection sends one request at a time, so spin n's session (n mod sessions) is never busy twice while
  // connections and sessions are as many.
  const figures = await runLoad({
    url: plan.url,
    connections: CLIENTS,
    seconds: plan.seconds,
    next: () => {
      const n = sent++;
      return {
        path: studioSpinCall.path,
        headers: {
          'content-type': 'application/json',
          [GAME_SESSION_HEADER]: plan.sessions[n % plan.sessions.length] as string,
        },
        body: JSON.stringify({ betLevel: BET_LEVEL, requestId: `bench-${plan.runId}-${n + 1}` }),
      };
    },
  });
  const answers = Object.entries(figures.statuses);
  const ok = answers.filter(([code]) => code.startsWith('2')).reduce((sum, [, count]) => sum + count, 0);
  const refused = answers
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  const cpu = process.cpuUsage(cpuBefore);
  return { ...figures, ok, errors: figures.errors + refused, sent, cpu: (cpu.user + cpu.system) / 1e6 };
}

const runLoadInChild = (plan: LoadPlan) => runInChild<LoadPlan, LoadResult>(import.meta.url, plan);

async function settledRounds(deps: Deps, runId: string): Promise<number> {
  const [row] = await deps.db.query<{ settled: number }>(
    `select count(*)::int as settled from studio_rounds r
       join game_rounds g on g.vendor = 'HOUSE' and g.round_id = r.round_id and g.state = 'SETTLED'
      where r.state = 'SETTLED' and r.request_id like $1`,
    [`bench-${runId}-%`],
  );
  return row?.settled ?? 0;
}

/**
 * The log between two positions by the relation its records change (pg_walinspect; the first block a record names),
 * largest first: where a spin's log goes. Full-page images count with their record.
 */
async function walOfRelations(db: Queryable, from: string, to: string) {
  await db.query('create extension if not exists pg_walinspect');
  return db.query<{ relation: string; bytes: number; records: number; fullPages: number }>(
    `select coalesce(c.relname, w.rmgr) as relation, sum(w.record_length)::float8 as bytes, count(*)::int as records,
            sum(case when w.fpi_length > 0 then 1 else 0 end)::int as "fullPages"
       from (select resource_manager as rmgr, record_length, fpi_length,
                    substring(block_ref from 'rel \\d+/\\d+/(\\d+)')::oid as filenode
               from pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn)) w
       left join pg_class c on c.relfilenode = w.filenode
      group by 1 order by 2 desc limit 16`,
    [from, to],
  );
}

async function spinRuns(url: string) {
  const statements = countStatements(await openDatabase(url));
  const { db } = statements;
  const { deps, address, close } = await startBenchApi(db, url);
  try {
    const sessions = await openStudioSessions(address, deps, {
      merchantCode: MERCHANT,
      currency: CURRENCY,
      gameCode: GAME,
      count: MEMBERS,
      opening: OPENING,
      prefix: 'spin',
    });
    await runLoadInChild({ url: address, seconds: WARMUP_S, runId: 'warmup', sessions });
    const before = spinBatchHealth(db);
    const walBefore = await walPosition(db);
    statements.take();
    const cpuBefore = await sampleCpu(db);
    const load = await runLoadInChild({ url: address, seconds: DURATION_S, runId: 'measured', sessions });
    const after = spinBatchHealth(db);
    const sent = statements.take();
    const walAfter = await walPosition(db);
    const walBytes = await walBytesBetween(db, walBefore, walAfter);
    const walByRelation = process.env.BENCH_WAL_DETAIL ? await walOfRelations(db, walBefore, walAfter) : [];
    const cpu = cpuBetween(cpuBefore, await sampleCpu(db));
    const batches = {
      transactions: after.batches - before.batches,
      spins: after.spins - before.spins,
      fallbacks: after.fallbacks - before.fallbacks,
    };
    // A 2xx that settled nothing would flatter the figure: every one must be a settled round and bet record.
    const settled = await settledRounds(deps, 'measured');
    if (settled < load.ok) throw new Error(`${load.ok} answers but ${settled} settled rounds`);
    const [jackpot] = await db.query<{ n: number }>(
      "select count(*)::int as n from ledger_postings where kind = 'JACKPOT_CONTRIBUTION'",
    );
    return {
      load,
      jackpotContributions: jackpot?.n ?? 0,
      batches,
      statementsPerSpin: sent / Math.max(1, load.ok),
      walBytesPerSpin: walBytes / Math.max(1, load.ok),
      walByRelation: walByRelation.map((r) => ({ ...r, bytes: r.bytes / Math.max(1, load.ok) })),
      cpu: { ...cpu, load: load.cpu },
      perSecond: load.ok / load.seconds,
      check: await checkLedger(db),
    };
  } finally {
    await close();
    await db.close();
  }
}

async function main() {
  console.log(
    `slot spins vs pgbench TPC-B: ${DURATION_S} s each on ${new URL(ADMIN_URL).host}, Node ${process.version}\n`,
  );
  const { tps, walBytesPerTransaction } = await pgbenchRun(ADMIN_URL, DURATION_S);
  console.log(
    `pgbench TPC-B (scale ${PGBENCH.scale}, ${PGBENCH.clients} clients, ${PGBENCH.threads} threads) ${tps.toFixed(0).padStart(8)} tps`,
  );
  const {
    load,
    batches,
    statementsPerSpin,
    walBytesPerSpin,
    walByRelation,
    perSecond,
    cpu,
    check,
    jackpotContributions,
  } = await withScratchDatabase(ADMIN_URL, 'bench_spins', spinRuns);
  console.log(
    `${'slot spins over HTTP'.padEnd(32)} ${perSecond.toFixed(0).padStart(8)} /s   ratio to pgbench ${(perSecond / tps).toFixed(3)}   p50 ${load.p50} ms   p99 ${load.p99} ms   errors ${load.errors}   (${CLIENTS} clients)`,
  );
  console.log(
    `  wallet batches: ${batches.spins} spins in ${batches.transactions} transactions (${(batches.spins / Math.max(1, batches.transactions)).toFixed(1)} a transaction), ${batches.fallbacks} fell back to one by one`,
  );
  console.log(`  statements sent: ${statementsPerSpin.toFixed(3)} a spin (BEGIN and COMMIT included)`);
  // The log a spin writes against a TPC-B transaction's: how much more a spin asks of the server, so how far the
  // ratio above can go while the log is what the server is short of.
  console.log(
    `  write-ahead log: ${walBytesPerSpin.toFixed(0)} bytes a spin, ${walBytesPerTransaction.toFixed(0)} a TPC-B transaction (${(walBytesPerSpin / walBytesPerTransaction).toFixed(2)}x); spins ${((perSecond * walBytesPerSpin) / 1024 / 1024).toFixed(1)} MB/s of log, pgbench ${((tps * walBytesPerTransaction) / 1024 / 1024).toFixed(1)} MB/s`,
  );
  for (const r of walByRelation)
    console.log(
      `    ${r.relation.padEnd(40)} ${r.bytes.toFixed(0).padStart(6)} bytes a spin (${r.records} records, ${r.fullPages} with a full page)`,
    );
  console.log(
    `  bet level ${BET_LEVEL}: ${jackpotContributions} jackpot contributions posted (warm-up included; 0 when the stake's 1% rounds down to nothing)`,
  );
  const cores = (seconds: number) => (seconds / load.seconds).toFixed(2);
  console.log(
    `  cpu (cores): API process ${cores(cpu.api)}, PostgreSQL backends ${cores(cpu.database)}, load generator ${cores(cpu.load)}`,
  );
  const failures = Object.entries(load.statuses).filter(([code]) => !code.startsWith('2'));
  if (failures.length > 0)
    console.log(`  non-2xx answers: ${failures.map(([c, n]) => `${c} x${n}`).join(', ')}`);
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

/**
 * Slot spins per second through the real HTTP studio API against PostgreSQL's own TPC-B figure, from one run on
 * this machine (not a test), in rounds (BENCH_SPIN_ROUNDS, 3; BENCH_SECONDS, 5 s a slice): each round runs
 *   1. pgbench TPC-B (scale 10, 16 clients, 2 threads) on a scratch database, then right after it
 *   2. spins: POST /studio/v1/spin (buildApp on a fresh migrated and seeded database), 64 clients, each on its own
 *      member's game session (launched through the HOUSE adapter, opened over HTTP), a new request id per spin,
 *      every spin settled through the seamless wallet (bet and win, bet record, turnover); only 2xx answers count;
 *   3. each round's figures; then the spins a second over all rounds, the median of the rounds' ratios (a
 *      round's two slices meet the same moment of a machine whose speed drifts, decision 163), p50/p99 and errors, how
 *      many spins shared each wallet transaction (decision 058), how many statements the API sent a spin (decision 075)
 *      and the write-ahead log a spin wrote beside a TPC-B transaction's (decision 125; BENCH_WAL_DETAIL=1 splits it by
 *      table and index), and the machine's CPU a spin cost beside a TPC-B transaction's (all processes, from /proc/stat:
 *      the ratio that equal CPU would allow); then the rounds the database holds settled (every 2xx must be one) and
 *      the ledger check.
 * BENCH_DATABASE_URL names the server (default the local `test` database's); the API runs in this process like
 * `pnpm start`, the load comes from a child process, as pgbench's clients do.
 */
import { availableParallelism } from 'node:os';
import { formatMoney, GAME_SESSION_HEADER, studioSpinCall } from '@platform/shared-contracts/server';
import { openDatabase, type Queryable } from '../platform-api/src/db/database';
import type { Deps } from '../platform-api/src/deps';
import { spinBatchHealth } from '../platform-api/src/modules/seamless-wallet/seamless-wallet-service';
import { checkLedger } from '../platform-api/src/modules/wallet/ledger-service';
import { startBenchApi } from './bench-api';
import { runInChild, servedAsChild } from './child-process';
import { cpuBetween, machineBusySeconds, sampleCpu } from './cpu-usage';
import { runLoad } from './keep-alive-load';
import { median } from './median';
import {
  PGBENCH,
  type PgbenchFigure,
  walBytesBetween,
  walPosition,
  withPgbench,
  withScratchDatabase,
} from './pgbench';
import { countStatements } from './statement-count';
import { openStudioSessions } from './studio-sessions';

/** Each round's slice of pgbench and then of spins (decision 163). */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_SPIN_ROUNDS ?? 3);
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
  /** CPU seconds the whole machine spent while the load ran. */
  machineCpu: number;
}

async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  let sent = 0;
  const cpuBefore = process.cpuUsage();
  const busyBefore = machineBusySeconds();
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
  const machineCpu = machineBusySeconds() - busyBefore;
  const answers = Object.entries(figures.statuses);
  const ok = answers.filter(([code]) => code.startsWith('2')).reduce((sum, [, count]) => sum + count, 0);
  const refused = answers
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    ...figures,
    ok,
    errors: figures.errors + refused,
    sent,
    cpu: (cpu.user + cpu.system) / 1e6,
    machineCpu,
  };
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

/** One round of the bench: pgbench's slice, then the spins' slice right after it. */
interface Round {
  tps: number;
  walBytesPerTransaction: number;
  machineCpuPerTransaction: number;
  load: LoadResult;
  perSecond: number;
}

type WalOfRelation = Awaited<ReturnType<typeof walOfRelations>>[number];

/** The relations' log over several slices, largest first. */
function sumWal(slices: WalOfRelation[][]): WalOfRelation[] {
  const sums = new Map<string, WalOfRelation>();
  for (const r of slices.flat()) {
    const sum = sums.get(r.relation) ?? { relation: r.relation, bytes: 0, records: 0, fullPages: 0 };
    sums.set(r.relation, {
      ...sum,
      bytes: sum.bytes + r.bytes,
      records: sum.records + r.records,
      fullPages: sum.fullPages + r.fullPages,
    });
  }
  return [...sums.values()].sort((a, b) => b.bytes - a.bytes).slice(0, 16);
}

async function spinRuns(url: string, pgbench: (seconds: number) => Promise<PgbenchFigure>) {
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
    statements.take();
    const rounds: Round[] = [];
    const wal = { bytes: 0, byRelation: [] as WalOfRelation[][] };
    const cpu = { api: 0, database: 0, load: 0, machine: 0 };
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { tps, walBytesPerTransaction, machineCpuPerTransaction } = await pgbench(DURATION_S);
      const walBefore = await walPosition(db);
      const cpuBefore = await sampleCpu(db);
      const load = await runLoadInChild({
        url: address,
        seconds: DURATION_S,
        runId: `measured-${round}`,
        sessions,
      });
      const used = cpuBetween(cpuBefore, await sampleCpu(db));
      const walAfter = await walPosition(db);
      wal.bytes += await walBytesBetween(db, walBefore, walAfter);
      if (process.env.BENCH_WAL_DETAIL) wal.byRelation.push(await walOfRelations(db, walBefore, walAfter));
      cpu.api += used.api;
      cpu.database += used.database;
      cpu.load += load.cpu;
      cpu.machine += load.machineCpu;
      rounds.push({
        tps,
        walBytesPerTransaction,
        machineCpuPerTransaction,
        load,
        perSecond: load.ok / load.seconds,
      });
    }
    const after = spinBatchHealth(db);
    const sent = statements.take();
    const batches = {
      transactions: after.batches - before.batches,
      spins: after.spins - before.spins,
      fallbacks: after.fallbacks - before.fallbacks,
    };
    const ok = rounds.reduce((sum, r) => sum + r.load.ok, 0);
    // A 2xx that settled nothing would flatter the figure: every one must be a settled round and bet record.
    const settled = await settledRounds(deps, 'measured');
    if (settled < ok) throw new Error(`${ok} answers but ${settled} settled rounds`);
    const [jackpot] = await db.query<{ n: number }>(
      "select count(*)::int as n from ledger_postings where kind = 'JACKPOT_CONTRIBUTION'",
    );
    return {
      rounds,
      jackpotContributions: jackpot?.n ?? 0,
      batches,
      statementsPerSpin: sent / Math.max(1, ok),
      walBytesPerSpin: wal.bytes / Math.max(1, ok),
      walByRelation: sumWal(wal.byRelation).map((r) => ({ ...r, bytes: r.bytes / Math.max(1, ok) })),
      cpu,
      check: await checkLedger(db),
    };
  } finally {
    await close();
    await db.close();
  }
}

async function main() {
  console.log(
    `slot spins vs pgbench TPC-B: ${ROUNDS} rounds of ${DURATION_S} s each, one after the other, on ${new URL(ADMIN_URL).host}, Node ${process.version}\n`,
  );
  const {
    rounds,
    batches,
    statementsPerSpin,
    walBytesPerSpin,
    walByRelation,
    cpu,
    check,
    jackpotContributions,
  } = await withPgbench(ADMIN_URL, (pgbench) =>
    withScratchDatabase(ADMIN_URL, 'bench_spins', (url) => spinRuns(url, pgbench)),
  );
  for (const [n, r] of rounds.entries())
    console.log(
      `round ${n + 1}: pgbench TPC-B ${r.tps.toFixed(0).padStart(6)} tps, slot spins over HTTP ${r.perSecond.toFixed(0).padStart(6)} /s, ratio ${(r.perSecond / r.tps).toFixed(3)}   p50 ${r.load.p50} ms   p99 ${r.load.p99} ms   errors ${r.load.errors}`,
    );
  const seconds = rounds.reduce((sum, r) => sum + r.load.seconds, 0);
  const perSecond = rounds.reduce((sum, r) => sum + r.load.ok, 0) / seconds;
  const tps = rounds.reduce((sum, r) => sum + r.tps, 0) / rounds.length;
  const walBytesPerTransaction = rounds.reduce((sum, r) => sum + r.walBytesPerTransaction, 0) / rounds.length;
  const ratios = rounds.map((r) => r.perSecond / r.tps);
  const statuses: Record<string, number> = {};
  for (const r of rounds)
    for (const [code, count] of Object.entries(r.load.statuses))
      statuses[code] = (statuses[code] ?? 0) + count;
  console.log(
    `\npgbench TPC-B (scale ${PGBENCH.scale}, ${PGBENCH.clients} clients, ${PGBENCH.threads} threads) ${tps.toFixed(0).padStart(8)} tps (mean of the rounds)`,
  );
  console.log(
    `${'slot spins over HTTP'.padEnd(32)} ${perSecond.toFixed(0).padStart(8)} /s   ratio to pgbench ${median(ratios).toFixed(3)} (median of the rounds' ratios)   p50 ${median(rounds.map((r) => r.load.p50))} ms   p99 ${Math.max(...rounds.map((r) => r.load.p99))} ms (worst round)   errors ${rounds.reduce((sum, r) => sum + r.load.errors, 0)}   (${CLIENTS} clients)`,
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
  const cores = (used: number) => (used / seconds).toFixed(2);
  console.log(
    `  cpu (cores, spin slices): API process ${cores(cpu.api)}, PostgreSQL backends ${cores(cpu.database)}, load generator ${cores(cpu.load)}`,
  );
  // What a spin costs the machine against a TPC-B transaction, whichever process spends it: at equal CPU the ratio above
  // can reach about the inverse, so this says how far batching and pipelining can take it and where only a cheaper
  // spin can (decision 162).
  const spinCpu = cpu.machine / Math.max(1, perSecond * seconds);
  const transactionCpu = median(rounds.map((r) => r.machineCpuPerTransaction));
  console.log(
    `  machine cpu: ${(spinCpu * 1000).toFixed(3)} ms a spin, ${(transactionCpu * 1000).toFixed(3)} ms a TPC-B transaction (${(spinCpu / transactionCpu).toFixed(2)}x): at equal CPU the ratio could reach ${(transactionCpu / spinCpu).toFixed(2)}; busy ${cores(cpu.machine)} of ${availableParallelism()} cores in the spin slices`,
  );
  const failures = Object.entries(statuses).filter(([code]) => !code.startsWith('2'));
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

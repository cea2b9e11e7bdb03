/** PostgreSQL's own TPC-B figure on a scratch database: the yardstick the API benches print their ratio to. */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type Queryable } from '../platform-api/src/db/database';
import { createScratchDatabase } from '../platform-api/src/db/scratch-database';
import { machineBusySeconds } from './cpu-usage';

export const PGBENCH = { scale: 10, clients: 16, threads: 2 };

/** A database of its own on the server, dropped afterwards, so a bench never touches existing data. */
export async function withScratchDatabase<T>(
  adminUrl: string,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchDatabase(adminUrl, prefix);
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

/** Where the server's write-ahead log is now: the difference of two readings is the bytes written between them. */
export async function walPosition(db: Queryable): Promise<string> {
  const [row] = await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  if (!row) throw new Error('no WAL position');
  return row.lsn;
}

export async function walBytesBetween(db: Queryable, from: string, to: string): Promise<number> {
  const [row] = await db.query<{ bytes: string }>('select pg_wal_lsn_diff($2, $1)::text as bytes', [
    from,
    to,
  ]);
  return Number(row?.bytes ?? 0);
}

/** pgbench TPC-B (scale 10, 16 clients, 2 threads) for `seconds`: transactions per second. */
export async function pgbenchTps(adminUrl: string, seconds: number): Promise<number> {
  return (await pgbenchRun(adminUrl, seconds)).tps;
}

export interface PgbenchFigure {
  tps: number;
  /** The write-ahead log a transaction wrote. */
  walBytesPerTransaction: number;
  /** Seconds of the machine's CPU a transaction cost: PostgreSQL's and pgbench's own, with whatever else ran. */
  machineCpuPerTransaction: number;
}

/**
 * pgbench TPC-B as pgbenchTps, with the write-ahead log it wrote a transaction: the server's own measure of the work
 * a transaction asks of it, to set beside another workload's (the log is the server's, so nothing else may write).
 */
export async function pgbenchRun(adminUrl: string, seconds: number): Promise<PgbenchFigure> {
  return withPgbench(adminUrl, (run) => run(seconds));
}

/**
 * A scratch database initialized for TPC-B once, and `work` given a run of it for any number of seconds, as often as
 * it likes: a bench alternates it with its own workload, so both meet the same moments of a machine whose speed drifts
 * (decision 163).
 */
export async function withPgbench<T>(
  adminUrl: string,
  work: (run: (seconds: number) => Promise<PgbenchFigure>) => Promise<T>,
): Promise<T> {
  const exec = promisify(execFile);
  const binary = pgbenchBinary();
  return withScratchDatabase(adminUrl, 'bench_pgbench', async (url) => {
    await exec(binary, ['-i', '-q', '-s', String(PGBENCH.scale), url]);
    const db = await openDatabase(url);
    try {
      return await work(async (seconds) => {
        const before = await walPosition(db);
        const busyBefore = machineBusySeconds();
        const { stdout } = await exec(binary, [
          '-c',
          String(PGBENCH.clients),
          '-j',
          String(PGBENCH.threads),
          '-T',
          String(seconds),
          url,
        ]);
        const busy = machineBusySeconds() - busyBefore;
        const walBytes = await walBytesBetween(db, before, await walPosition(db));
        const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
        const processed = /number of transactions actually processed: (\d+)/.exec(stdout)?.[1];
        if (!tps || !processed) throw new Error(`pgbench printed no tps:\n${stdout}`);
        return {
          tps: Number(tps),
          walBytesPerTransaction: walBytes / Number(processed),
          machineCpuPerTransaction: busy / Number(processed),
        };
      });
    } finally {
      await db.close();
    }
  });
}

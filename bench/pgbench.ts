/** PostgreSQL's own TPC-B figure on a scratch database: the yardstick the API benches print their ratio to. */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createScratchDatabase } from '../platform-api/src/db/scratch-database';

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

/** pgbench TPC-B (scale 10, 16 clients, 2 threads) for `seconds`: transactions per second. */
export async function pgbenchTps(adminUrl: string, seconds: number): Promise<number> {
  const run = promisify(execFile);
  const binary = pgbenchBinary();
  return withScratchDatabase(adminUrl, 'bench_pgbench', async (url) => {
    await run(binary, ['-i', '-q', '-s', String(PGBENCH.scale), url]);
    const { stdout } = await run(binary, [
      '-c',
      String(PGBENCH.clients),
      '-j',
      String(PGBENCH.threads),
      '-T',
      String(seconds),
      url,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return Number(tps);
  });
}

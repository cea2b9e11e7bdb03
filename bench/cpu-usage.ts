/**
 * Where a bench's CPU goes: this process (the API), and the PostgreSQL backends serving its database, read from
 * /proc (the server runs on this machine). Figures are seconds of CPU; divide by the run's seconds for cores.
 */
import { readFileSync } from 'node:fs';
import type { Queryable } from '../platform-api/src/db/database';

/** Clock ticks a second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS = 100;

function procSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // Fields after the command (which may hold spaces) start at state; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

export interface CpuSample {
  api: number;
  database: Map<number, number>;
}

export async function sampleCpu(db: Queryable): Promise<CpuSample> {
  const pids = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  const usage = process.cpuUsage();
  return {
    api: (usage.user + usage.system) / 1e6,
    database: new Map(pids.map(({ pid }) => [pid, procSeconds(pid)])),
  };
}

/**
 * Seconds of CPU the whole machine has spent busy since it booted, every process's (the kernel's count in /proc/stat:
 * user, nice, system, interrupts): the difference over a slice is what a workload cost, whichever processes ran it.
 */
export function machineBusySeconds(): number {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'latin1').split('\n', 1)[0]?.trim().split(/\s+/) ?? [];
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = ticks.map(Number);
    return (user + nice + system + irq + softirq) / TICKS;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds between two samples: the API process, and and the database's backends (one that opened meanwhile counts whole). */
export function cpuBetween(before: CpuSample, after: CpuSample): { api: number; database: number } {
  let database = 0;
  for (const [pid, seconds] of after.database) database += seconds - (before.database.get(pid) ?? 0);
  return { api: after.api - before.api, database };
}

import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` (decision 077): `onNotice` gets each NOTIFY payload sent on this database after its
   * transaction commits, from any server copy. PostgreSQL: one connection of its own; `onLost` is told when it breaks
   * (notices may have been missed meanwhile; it reconnects). PGlite delivers in process. Answers the UNLISTEN.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel names are SQL identifiers written into LISTEN: only plain lower-case names are allowed. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** `postgres://...` opens a PostgreSQL pool; anything else is a PGlite data folder (or `memory://`). */
export async function openDatabase(location: string): Promise<Database> {
  return /^postgres(ql)?:\/\//.test(location) ? openPostgres(location) : openPglite(location);
}

/** The PostgreSQL extensions the migrations create; every PGlite the server or a test opens must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS }));
}

/** An open PGlite instance as the server's Database (e.g. one loaded from a data-folder snapshot). */
export function pgliteDatabase(db: PGlite): Database {
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: readonly unknown[]) =>
      (await target.query<T>(sql, params as unknown[] | undefined)).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    listen: async (channel, onNotice) => db.listen(checkedChannel(channel), onNotice),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Pipelined connections: statements issued without waiting for the one before go out at once and are answered in
  // order, so a transaction's writes that do not depend on each other's answers cost one round trip (the spin batch).
  // Code that waits for each answer runs as before.
  const pool = new pg.Pool({ connectionString: url, max: 10, pipeline: true });
  // An idle connection closed by the server (restart, failover) is dropped from the pool, not a crash.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params as unknown[] | undefined)).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => inTransaction(await pool.connect(), work),
    listen: (channel, onNotice, onLost) => listenOnPostgres(url, checkedChannel(channel), onNotice, onLost),
    close: () => pool.end(),
  };
}

/**
 * A common table expression for a statement sent on its own, outside a transaction, whose commit need not wait for the
 * log to reach the disk (`synchronous_commit` off for that statement's own transaction): name it first in the
 * statement's `with` and join it in the final select. One round trip instead of four (begin, set, the statement,
 * commit). Only for writes that nobody outside sees as done until a later transaction that depends on them commits
 * durably: that commit flushes the log up to itself, this one's included, so a crash loses either both or neither.
 */
export const COMMIT_WITHOUT_WAITING_FOR_THE_DISK =
  "commit_without_waiting_for_the_disk as (select set_config('synchronous_commit', 'off', true) as mode)";

/** How long a broken LISTEN connection waits before it connects again. */
const RELISTEN_AFTER_MS = 1_000;

/** A connection outside the pool that only LISTENs, connected again whenever it breaks, until unlistened. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  const lost = (broken: pg.Client) => {
    if (stopped || client !== broken) return;
    client = null;
    broken.end().catch(() => undefined);
    onLost?.();
    const again = () => {
      retry = undefined;
      if (!stopped) connect().catch(() => (retry = setTimeout(again, RELISTEN_AFTER_MS)));
    };
    retry = setTimeout(again, RELISTEN_AFTER_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** What `inTransaction` needs of a pooled connection (pg's PoolClient). */
export interface PooledConnection {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Back to the pool; with an error, pg destroys the connection instead. */
  release(destroy?: Error | boolean): void;
}

/**
 * Runs `work` in a transaction on a connection taken from the pool, and gives the connection back. A connection
 * whose rollback failed may still be inside the aborted transaction (or half closed): it is destroyed, never handed
 * to the next caller.
 */
export async function inTransaction<T>(
  client: PooledConnection,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work({
      query: async <R>(sql: string, params?: readonly unknown[]) =>
        (await client.query(sql, params as unknown[] | undefined)).rows as R[],
      exec: async (sql) => {
        await client.query(sql);
      },
    });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

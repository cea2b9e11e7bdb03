import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's URL: the server URL given, with the new name. */
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on the server's maintenance connection (CREATE and DROP DATABASE cannot run in a pool). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database on the PostgreSQL server of `serverUrl`, for one test file, browser run or benchmark, so
 * nothing it writes meets existing data; `drop` removes it, closing any connection still open. With `template`, a
 * copy of that database (PostgreSQL copies its files: much faster than building the schema again).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template =
    options.template && /^[a-z0-9_]+$/.test(options.template) ? ` template ${options.template}` : '';
  await onServer(serverUrl, `create database ${name}${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, PGLITE_EXTENSIONS, pgliteDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createScratchDatabase } from '../src/db/scratch-database';

/**
 * One migrated, empty database per test run, copied for each test server instead of building the schema again:
 * a PGlite data-folder snapshot (loading it also skips PGlite's initdb), or a PostgreSQL template database. Only
 * the schema is shared; every server still seeds its own demo data, so nothing dated comes from the run's start.
 */
export type MigratedDatabase =
  | { kind: 'pglite'; snapshotFile: string }
  | { kind: 'postgres'; template: string };

/** Makes the run's migrated database; the answer's `dispose` removes it. */
export async function createMigratedDatabase(
  serverUrl: string | undefined,
): Promise<{ ref: MigratedDatabase; dispose: () => Promise<void> }> {
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'tpl');
    const db = await openDatabase(scratch.url);
    await migrate(db);
    await db.close();
    const template = new URL(scratch.url).pathname.slice(1);
    return { ref: { kind: 'postgres', template }, dispose: scratch.drop };
  }
  const pglite = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  await migrate(pgliteDatabase(pglite));
  const folder = await mkdtemp(join(tmpdir(), 'api-tests-'));
  const snapshotFile = join(folder, `migrated-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(snapshotFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  return {
    ref: { kind: 'pglite', snapshotFile },
    dispose: () => rm(folder, { recursive: true, force: true }),
  };
}

let snapshot: Promise<Blob> | null = null;

/** A new PGlite database holding the snapshot's schema (the file is read once per test file). */
export async function openPgliteCopy(snapshotFile: string): Promise<Database> {
  snapshot ??= readFile(snapshotFile).then((bytes) => new Blob([bytes]));
  return pgliteDatabase(await PGlite.create({ loadDataDir: await snapshot, extensions: PGLITE_EXTENSIONS }));
}

import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp, createDeps } from './app';
import { type Config, loadConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed';
import type { Deps } from './deps';
import { type BuiltRemote, findBuiltRemotes, registerBuiltRemotes } from './modules/registry/built-remotes';
import { startForcedReceivedSweep } from './modules/withdrawal/withdrawal-timeout';

export interface RunningSite {
  url: string;
  app: FastifyInstance;
  db: Database;
  deps: Deps;
  remotes: BuiltRemote[];
  migrations: string[];
  seeded: Awaited<ReturnType<typeof seedDemoData>>;
  close(): Promise<void>;
}

/**
 * The whole site as one process: database (migrated, demo data), the built remotes registered, the API and the
 * built front end on one origin. Used by `pnpm start`, the e2e suite and the benchmarks alike.
 */
export async function startSite(
  overrides: Partial<Config> = {},
  logger: boolean | object = false,
  providers: AppOptions['overrides'] = {},
): Promise<RunningSite> {
  const config = { ...loadConfig(), ...overrides };
  const db = await openDatabase(config.database);
  const migrations = await migrate(db);
  const seeded = await seedDemoData(db);
  const remotes = findBuiltRemotes(config.repoRoot);
  await registerBuiltRemotes(db, remotes);
  const deps = await createDeps({ db, config, overrides: providers });
  const app = await buildApp(deps, logger, { siteDir: config.siteDir, remotes });
  const url = await app.listen({ port: config.port, host: config.host });
  const stopSweep = startForcedReceivedSweep(deps, (error) =>
    app.log.error({ err: error }, 'forced-received sweep failed'),
  );
  return {
    url,
    app,
    db,
    deps,
    remotes,
    migrations,
    seeded,
    async close() {
      await stopSweep();
      await app.close();
      await db.close();
    },
  };
}

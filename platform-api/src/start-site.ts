import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp, createDeps } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed';
import type { Deps } from './deps';
import { findBuiltHouseGames } from './http/house-games';
import { findBuiltOpsConsole } from './http/ops-console';
import { type RunningOrigin, serveReleaseStore } from './http/release-store-origin';
import { startLotteryRunner } from './modules/lottery/lottery-runner';
import {
  applyProvisioning,
  hasRegions,
  readProvisioningFile,
} from './modules/provisioning/provisioning-service';
import { type BuiltRemote, findBuiltRemotes, registerBuiltRemotes } from './modules/registry/built-remotes';
import { DEFAULT_RETENTION, startRetentionSweep } from './modules/retention/retention-sweep';
import { startCrashRunner } from './modules/studio/crash/crash-runner';
import { startJackpotAwardSweep } from './modules/studio/spin-service';
import { moveProofBytesToFileStore } from './modules/withdrawal/withdrawal-proof-service';
import { startForcedReceivedSweep } from './modules/withdrawal/withdrawal-timeout';
import { createFolderReleaseStore } from './providers/release-store/folder-release-store';

export interface RunningSite {
  url: string;
  /** Where the release store is served from: its own origin on `port + 1`, or RELEASE_STORE_URL. */
  releaseStoreUrl: string;
  app: FastifyInstance;
  db: Database;
  deps: Deps;
  remotes: BuiltRemote[];
  migrations: string[];
  seeded: Awaited<ReturnType<typeof seedDemoData>>;
  close(): Promise<void>;
}

/**
 * Brings the database's brands and regions (and, for the demo only, its people) up to what was asked: the
 * provisioning file first, then the demo. A site with no region at all cannot answer a call, so it refuses to start.
 */
async function provision(db: Database, config: Config) {
  if (config.provisionFile) await applyProvisioning(db, await readProvisioningFile(config.provisionFile));
  const seeded = config.demo ? await seedDemoData(db, config.operatorTotpKey) : null;
  if (!(await hasRegions(db)))
    throw new ConfigError(
      'no brand or region is provisioned: set PROVISION_FILE=<file> (see platform-api/provisioning/demo.json), run `pnpm --filter @platform/platform-api provision <file>`, or start the demo with DEMO=1',
    );
  return seeded;
}

/**
 * With no RELEASE_STORE_URL the site serves its release store folder itself, as its own origin on `port + 1` (any
 * free port when the site takes any free port), and players load releases from there.
 */
async function serveOwnReleaseStore(
  config: Config,
): Promise<{ config: Config; origin: RunningOrigin | null }> {
  if (!config.releaseStore.serve) return { config, origin: null };
  const port = config.port === 0 ? 0 : config.port + 1;
  let origin: RunningOrigin;
  try {
    origin = await serveReleaseStore(createFolderReleaseStore(config.releaseStore), config.host, port);
  } catch (error) {
    throw new ConfigError(
      `the release store's origin cannot listen on ${config.host}:${port} (${(error as Error).message}): free the port or set RELEASE_STORE_URL to where the store is served`,
    );
  }
  return { config: { ...config, releaseStore: { ...config.releaseStore, baseUrl: origin.url } }, origin };
}

/**
 * The whole site as one process: database (migrated, provisioned; demo people only when asked), the built remotes
 * registered, the API and the built front end on one origin. Used by `pnpm start`, the e2e suite and the benchmarks.
 */
export async function startSite(
  overrides: Partial<Config> = {},
  logger: boolean | object = false,
  providers: AppOptions['overrides'] = {},
): Promise<RunningSite> {
  const { config, origin } = await serveOwnReleaseStore({ ...loadConfig(), ...overrides });
  const db = await openDatabase(config.database).catch(async (error) => {
    await origin?.close();
    throw error;
  });
  const migrations = await migrate(db);
  let seeded: Awaited<ReturnType<typeof seedDemoData>>;
  try {
    seeded = await provision(db, config);
  } catch (error) {
    await db.close();
    await origin?.close();
    throw error;
  }
  const remotes = findBuiltRemotes(config.repoRoot);
  await registerBuiltRemotes(db, remotes);
  const deps = await createDeps({ db, config, overrides: providers });
  await moveProofBytesToFileStore(deps);
  const app = await buildApp(deps, logger, {
    siteDir: config.siteDir,
    remotes,
    houseGames: findBuiltHouseGames(config.repoRoot),
    opsConsoleDir: findBuiltOpsConsole(config.repoRoot),
  });
  const url = await app.listen({ port: config.port, host: config.host });
  const stopSweep = startForcedReceivedSweep(deps, (error) =>
    app.log.error({ err: error }, 'forced-received sweep failed'),
  );
  const stopRetention = startRetentionSweep(
    deps,
    { ...DEFAULT_RETENTION, keepDays: config.retentionDays },
    (error) => app.log.error({ err: error }, 'retention sweep failed'),
  );
  const stopLottery = startLotteryRunner(deps, deps.lotteryEngine, (error) =>
    app.log.error({ err: error }, 'lottery draw runner failed'),
  );
  const stopCrash = startCrashRunner(deps, (error) =>
    app.log.error({ err: error }, 'crash round runner failed'),
  );
  const stopAwards = startJackpotAwardSweep(deps, (error) =>
    app.log.error({ err: error }, 'jackpot award sweep failed'),
  );
  return {
    url,
    releaseStoreUrl: config.releaseStore.baseUrl,
    app,
    db,
    deps,
    remotes,
    migrations,
    seeded,
    async close() {
      await stopSweep();
      await stopRetention();
      await stopLottery();
      await stopCrash();
      await stopAwards();
      await app.close();
      await origin?.close();
      await db.close();
    },
  };
}

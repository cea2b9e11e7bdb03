import { buildApp, createDeps } from '../platform-api/src/app';
import { loadConfig } from '../platform-api/src/config';
import type { Database } from '../platform-api/src/db/database';
import { migrate } from '../platform-api/src/db/migrate';
import { seedDemoData } from '../platform-api/src/db/seed';

/**
 * The API as `pnpm start` runs it, on a bench's scratch database: migrated, the demo data in, listening on a free
 * port of this machine. `close` stops the server; the caller closes the database it opened.
 */
export async function startBenchApi(db: Database, url: string) {
  await migrate(db);
  await seedDemoData(db);
  const deps = await createDeps({ db, config: { ...loadConfig({}), database: url } });
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { deps, address, close: () => app.close() };
}

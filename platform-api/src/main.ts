import { buildApp, createDeps } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed';
import { findBuiltRemotes, registerBuiltRemotes } from './modules/registry/built-remotes';

const config = loadConfig();
const db = await openDatabase(config.database);
const applied = await migrate(db);
const seeded = await seedDemoData(db);
const remotes = findBuiltRemotes(config.repoRoot);
await registerBuiltRemotes(db, remotes);
const deps = await createDeps({ db, config });
const app = await buildApp(deps, { level: config.logLevel }, { siteDir: config.siteDir, remotes });
app.log.info({ database: db.kind, migrations: applied }, 'database ready');
await app.listen({ port: config.port, host: config.host });

if (seeded) {
  console.log(`
Demo data created (merchant DEMOKH is the default region; DEMOVN and DEMOTH also exist):
  member  ${seeded.member.account} / ${seeded.member.password}
  agent   ${seeded.agent.account} / ${seeded.agent.password}   (affiliate code ${seeded.agent.affiliateCode})
  SMS and mail go to the outbox: GET /wps/dev/outbox?channel=sms&to=<dialing code + number>
`);
}
console.log(
  `Site ready on http://${config.host}:${config.port}` +
    (remotes.length
      ? `  (remotes: ${remotes.map((r) => `${r.folder}@${r.version}`).join(', ')})`
      : '  (API only: front end not built)'),
);

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

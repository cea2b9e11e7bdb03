import { loadConfig } from './config';
import { startSite } from './start-site';

const config = loadConfig();
const site = await startSite(config, { level: config.logLevel });
site.app.log.info({ database: site.db.kind, migrations: site.migrations }, 'database ready');

if (site.seeded) {
  console.log(`
Demo data created (merchant DEMOKH is the default region; DEMOVN and DEMOTH also exist):
  member  ${site.seeded.member.account} / ${site.seeded.member.password}
  agent   ${site.seeded.agent.account} / ${site.seeded.agent.password}   (affiliate code ${site.seeded.agent.affiliateCode})
  operator ${site.seeded.operator.username} / ${site.seeded.operator.password}   (operator API under /ops/, e.g. POST /ops/session/login)
  SMS and mail go to the outbox: GET /wps/dev/outbox?channel=sms&to=<dialing code + number>
`);
}
const built = site.remotes.map((r) => `${r.folder}@${r.version}`).join(', ');
console.log(
  `Site ready on http://${config.host}:${config.port}  (${built ? `remotes: ${built}` : 'API only: front end not built'})`,
);

const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

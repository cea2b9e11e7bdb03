import { ConfigError, loadConfig } from './config';
import { ProvisioningError } from './modules/provisioning/provisioning-service';
import { startSite } from './start-site';

/** A setting the server refuses is one clear line (and exit 1), not a stack trace. */
async function start() {
  try {
    // `--demo` is DEMO=1 on the command line, as the root `pnpm start` passes it.
    const config = loadConfig(process.argv.includes('--demo') ? { ...process.env, DEMO: '1' } : process.env);
    return { config, site: await startSite(config, { level: config.logLevel }) };
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof ProvisioningError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
}

const { config, site } = await start();
site.app.log.info({ database: site.db.kind, migrations: site.migrations }, 'database ready');

if (site.seeded) {
  console.log(`
Demo data created (merchant DEMOKH is the default region; DEMOVN and DEMOTH also exist):
  member  ${site.seeded.member.account} / ${site.seeded.member.password}
  member  ${site.seeded.lotteryMember.account} / ${site.seeded.lotteryMember.password}   (region DEMOTH, Thailand: its lottery stakes from the Lottery wallet)
  agent   ${site.seeded.agent.account} / ${site.seeded.agent.password}   (affiliate code ${site.seeded.agent.affiliateCode})
  operator ${site.seeded.operator.username} / ${site.seeded.operator.password}   (operator API under /ops/, e.g. POST /ops/session/login)
           TOTP secret ${site.seeded.operator.totpSecret}   (add it to an authenticator app; the login takes its code)
  SMS and mail go to the outbox, readable from this machine: GET /wps/dev/outbox?channel=sms&to=<dialing code + number>
`);
}
const built = site.remotes.map((r) => `${r.folder}@${r.version}`).join(', ');
console.log(
  `Site ready on http://${config.host}:${config.port}  (${built ? `remotes: ${built}` : 'API only: front end not built'}); release store at ${site.releaseStoreUrl}`,
);

const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

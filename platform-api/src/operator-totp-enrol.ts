/**
 * `pnpm --filter @platform/platform-api operator:totp <username>`: gives the operator a new TOTP secret in the
 * configured database (DATABASE_URL, else the default PGlite folder) and prints it once with its `otpauth://`
 * address for the authenticator app; codes of the old secret stop working. Operators created before migration 0012
 * have no secret and cannot sign in until enrolled. Needs OPERATOR_TOTP_KEY in production.
 * A PGlite folder is opened by one process at a time: stop the server that uses it first.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { enrolOperatorTotp } from './modules/operator/operator-service';

const config = loadConfig();
const username = process.argv[2];
if (!username) {
  console.error('usage: operator:totp <username>');
  process.exit(1);
}
if (!config.database.includes('://') && !existsSync(config.database)) {
  console.error(`no database at ${config.database}: set DATABASE_URL or start the site once`);
  process.exit(1);
}
const db = await openDatabase(config.database);
try {
  await migrate(db);
  const { secret, uri } = await enrolOperatorTotp({ db, config }, username);
  console.log(`TOTP secret for ${username}: ${secret}`);
  console.log(`authenticator address: ${uri}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}

import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createOperator, OPERATOR_NAME } from './modules/operator/operator-accounts';
import { enrolOperatorTotp } from './modules/operator/operator-service';

// `pnpm --filter @platform/platform-api operator:create <username> [MERCHANT,...]`: creates a back-office operator
// (for every region, or only the merchant codes given) with a generated password and a TOTP secret, printed here once.

const [username, regions] = process.argv.slice(2);
if (!username || !OPERATOR_NAME.test(username)) {
  console.error(
    'Usage: pnpm --filter @platform/platform-api operator:create <username> [MERCHANT1,MERCHANT2]  (username: 3-32 letters, digits, _ . -, starting with a letter)',
  );
  process.exit(2);
}
const merchantCodes = regions
  ? regions
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean)
  : [];
try {
  const config = loadConfig();
  if (!config.operatorTotpKey)
    throw new ConfigError(
      'Set OPERATOR_TOTP_KEY (32 random bytes in base64) to create operators in production',
    );
  const db = await openDatabase(config.database);
  try {
    await migrate(db);
    const password = await createOperator(db, username, merchantCodes);
    const totp = password ? await enrolOperatorTotp({ db, config }, username) : null;
    if (!password || !totp) {
      console.error(`An operator named ${username} already exists; nothing was changed.`);
      process.exitCode = 1;
    } else {
      const scope = merchantCodes.length ? merchantCodes.join(', ') : 'every region';
      console.log(`Operator ${username} created for ${scope}.`);
      console.log(`Password (shown only now, store it safely): ${password}`);
      console.log(
        `TOTP secret (add it to an authenticator app; the login asks for its code): ${totp.secret}`,
      );
      console.log(`Authenticator address: ${totp.uri}`);
    }
  } finally {
    await db.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

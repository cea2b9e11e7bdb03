import { OPERATOR_ROLES, type OperatorRole } from '@platform/shared-contracts/operator';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createOperator, OPERATOR_NAME } from './modules/operator/operator-accounts';
import { enrolOperatorTotp } from './modules/operator/operator-service';

// `pnpm --filter @platform/platform-api operator:create <username> [MERCHANT,...]`: creates a back-office operator
// (for every region, or only the merchant codes given) with a generated password and a TOTP secret, printed here once.

const args = process.argv.slice(2);
const rolesArg = args.find((arg) => arg.startsWith('--roles='));
const [username, regions] = args.filter((arg) => !arg.startsWith('--'));
const roles = (rolesArg?.slice('--roles='.length) ?? '')
  .split(',')
  .map((role) => role.trim())
  .filter(Boolean);
if (
  !username ||
  !OPERATOR_NAME.test(username) ||
  roles.length === 0 ||
  !roles.every((role): role is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(role))
) {
  console.error(
    `Usage: pnpm --filter @platform/platform-api operator:create <username> [MERCHANT1,MERCHANT2] --roles=ROLE1,ROLE2  (username: 3-32 letters, digits, _ . -, starting with a letter; roles: ${OPERATOR_ROLES.join(', ')})`,
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
    const password = await createOperator(db, username, merchantCodes, roles as OperatorRole[]);
    const totp = password ? await enrolOperatorTotp({ db, config }, username) : null;
    if (!password || !totp) {
      console.error(`An operator named ${username} already exists; nothing was changed.`);
      process.exitCode = 1;
    } else {
      const scope = merchantCodes.length ? merchantCodes.join(', ') : 'every region';
      console.log(`Operator ${username} created for ${scope} with roles ${roles.join(', ')}.`);
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

import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { newVendorSecret, setVendorCredential } from './modules/seamless-wallet/vendor-credentials';

// `pnpm --filter @platform/platform-api vendor:secret <MERCHANT> <VENDOR>`: gives an outside game vendor a new secret
// to sign its seamless-wallet calls for that region with (decision 045), replacing any earlier one. Printed once.

const [merchantCode, vendor] = process.argv.slice(2);
if (!merchantCode || !vendor || !/^[A-Z0-9_]{2,32}$/.test(vendor)) {
  console.error(
    'Usage: pnpm --filter @platform/platform-api vendor:secret <MERCHANT> <VENDOR>  (vendor: A-Z 0-9 _)',
  );
  process.exit(2);
}
try {
  const config = loadConfig();
  if (!config.vendorSecretKey)
    throw new ConfigError(
      'Set VENDOR_SECRET_KEY (32 random bytes in base64) to give vendors secrets in production',
    );
  const db = await openDatabase(config.database);
  try {
    await migrate(db);
    const [region] = await db.query('select 1 from regions where merchant_code = $1', [merchantCode]);
    if (!region) throw new ConfigError(`No region ${merchantCode}: provision it first`);
    const secret = newVendorSecret();
    await setVendorCredential({ db, config, now: () => new Date() }, { merchantCode, vendor, secret });
    console.log(
      `Vendor ${vendor} of ${merchantCode} signs its wallet calls with (shown only now): ${secret}`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

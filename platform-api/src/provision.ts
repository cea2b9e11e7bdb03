import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import {
  applyProvisioning,
  ProvisioningError,
  readProvisioningFile,
} from './modules/provisioning/provisioning-service';

// `pnpm --filter @platform/platform-api provision <file>`: creates or updates the brands and regions the file names
// in the database of DATABASE_URL (migrating it first). Safe to run again; valid in production.

const file = process.argv[2];
if (!file) {
  console.error('Usage: pnpm --filter @platform/platform-api provision <provisioning file.json>');
  process.exit(2);
}
try {
  const provisioning = await readProvisioningFile(file);
  const db = await openDatabase(loadConfig().database);
  try {
    await migrate(db);
    const applied = await applyProvisioning(db, provisioning);
    console.log(`Provisioned brands ${applied.brands.join(', ')}; regions ${applied.regions.join(', ')}`);
  } finally {
    await db.close();
  }
} catch (error) {
  if (!(error instanceof ProvisioningError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

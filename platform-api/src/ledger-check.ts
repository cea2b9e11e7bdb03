/**
 * `pnpm --filter @platform/platform-api ledger:check`: proves the ledger of the configured database (DATABASE_URL,
 * else the default PGlite data folder) and exits 1 when any balance, posting or currency total is off.
 * A PGlite folder is opened by one process at a time: stop the server that uses it first.
 */
import { existsSync } from 'node:fs';
import { formatMoney } from '@platform/shared-contracts/server';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { checkLedger } from './modules/wallet/ledger-service';

const { database } = loadConfig();
const isUrl = database.includes('://');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Opening a missing PGlite folder would create an empty database, which proves nothing.
if (!isUrl && !existsSync(database))
  fail(`no database at ${database}: set DATABASE_URL or start the site once`);
const db = await openDatabase(database);
try {
  const [table] = await db.query<{ ledger: string | null }>(
    "select to_regclass('ledger_accounts')::text as ledger",
  );
  if (!table?.ledger) fail('this database has no ledger: it was never migrated');
  const check = await checkLedger(db);
  console.log(`database   ${isUrl ? new URL(database).pathname.slice(1) : database}`);
  console.log(`accounts   ${check.accounts}`);
  console.log(`postings   ${check.postings}`);
  for (const t of check.merchantTotals)
    console.log(
      `${t.merchantCode} ${t.kind.padEnd(16)} ${formatMoney(t.balance).padStart(16)} ${t.currency} (${t.subAccounts} sub-accounts)`,
    );
  console.log(`mismatches ${check.mismatches.length}`);
  for (const m of check.mismatches) {
    const detail = m.detail ? ` (${m.detail})` : '';
    console.log(
      `  ${m.type} ${m.subject}: expected ${formatMoney(m.expected)}, actual ${formatMoney(m.actual)}${detail}`,
    );
  }
  console.log(check.ok ? 'ledger ok' : 'LEDGER BROKEN');
  process.exitCode = check.ok ? 0 : 1;
} finally {
  await db.close();
}

import { readFile } from 'node:fs/promises';
import type { Database } from '../src/db/database';
import { DEMO_PROVISIONING_FILE } from '../src/db/seed';
import { registerVendorAdapter, vendorAdapter } from '../src/modules/games/vendor-adapter';
import { applyProvisioning, parseProvisioning } from '../src/modules/provisioning/provisioning-service';
import type { TestServer } from './harness';

/**
 * Test vendors that each play from their own wallet. The demo regions offer no wallet to move money to but the
 * lottery's in DEMOTH (decision 190), so the transfer tests give the demo member's region these.
 */
export const VENDOR_WALLETS = ['TSLOT', 'TLIVE', 'TFISH'] as const;

const testVendor = (vendor: string) => ({
  vendor,
  category: 'RNG',
  walletCode: vendor,
  names: { EN: `Test ${vendor}` },
  logoUrl: `/logos/${vendor.toLowerCase()}.svg`,
});

/**
 * Provisions DEMOKH again as a region with a wallet per vendor, listing the test vendors (launched by a test adapter
 * in this process) and their wallets, before a server starts on the database.
 */
export async function provisionVendorWallets(db: Database): Promise<void> {
  for (const vendorCode of VENDOR_WALLETS)
    if (!vendorAdapter(vendorCode))
      registerVendorAdapter({
        vendorCode,
        launch: async () => ({ url: `https://${vendorCode.toLowerCase()}.vendor.test/play` }),
      });
  const demo = JSON.parse(await readFile(DEMO_PROVISIONING_FILE, 'utf8'));
  const kh = demo.brands[0].regions.find((r: { merchantCode: string }) => r.merchantCode === 'DEMOKH');
  kh.walletSingle = false;
  kh.walletVendors = VENDOR_WALLETS.map((vendor) => ({ vendor, name: `Test ${vendor}` }));
  kh.gameVendors = [...kh.gameVendors, ...VENDOR_WALLETS.map(testVendor)];
  await applyProvisioning(db, parseProvisioning(demo, 'vendor-wallets.json'), { unlaunchable: 'skip' });
}

/** The same for a running test server, which then reads the region afresh. */
export async function giveDemoRegionVendorWallets(server: TestServer): Promise<void> {
  await provisionVendorWallets(server.db);
  server.deps.merchantCache.clear();
}

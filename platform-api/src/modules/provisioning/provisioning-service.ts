import { readFile } from 'node:fs/promises';
import { formatMoney } from '@platform/shared-contracts/server';
import * as v from 'valibot';
import type { Database, Queryable } from '../../db/database';
import { isLaunchableVendor } from '../games/vendor-adapters';
import { setRegionLotteryGames } from '../lottery/lottery-setup';
import { vendorWalletsHoldingMoney } from '../wallet/member-money-service';
import { catalogueProblems, launchableOnly, upsertCatalogue } from './catalogue-provisioning';
import { type Provisioning, provisioningSchema } from './provisioning-schema';
import { countRegions, settleDefaultRegion, upsertBrand, upsertRegion } from './provisioning-store';

/** Any fixed number: one server copy or command provisions at a time (the demo people take the same lock). */
export const PROVISIONING_LOCK = 7_204_003;

/** A provisioning file that cannot be used; the message names the file and each bad field, one per line. */
export class ProvisioningError extends Error {
  override name = 'ProvisioningError';
}

/** Checks a parsed provisioning document; every problem is reported with the path of its field. */
export function parseProvisioning(document: unknown, source: string): Provisioning {
  const parsed = v.safeParse(provisioningSchema, document);
  if (parsed.success) return parsed.output;
  const lines = parsed.issues.map(
    (issue) =>
      `  ${v.getDotPath(issue) ?? '(file)'}: ${issue.received === 'undefined' ? 'is missing' : issue.message}`,
  );
  throw new ProvisioningError(`${source} is not a valid provisioning file:\n${lines.join('\n')}`);
}

export async function readProvisioningFile(path: string): Promise<Provisioning> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ProvisioningError(`cannot read the provisioning file ${path}: ${(error as Error).message}`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new ProvisioningError(`${path} is not JSON: ${(error as Error).message}`);
  }
  return parseProvisioning(document, path);
}

export interface ApplyOptions {
  /** Whether the server can launch a vendor's games (default: a vendor adapter is registered or built in). */
  launchable?: (vendor: string) => boolean;
  /**
   * `refuse` (any real file): a vendor the server cannot launch makes the whole file fail. `skip` (the demo): such
   * vendors and their games are left out, so a build without one of the demo's vendors still starts.
   */
  unlaunchable?: 'refuse' | 'skip';
}

/** Creates or updates every brand and region the file names, in one transaction; others are left as they are. */
export async function applyProvisioning(
  db: Database,
  provisioning: Provisioning,
  { launchable = isLaunchableVendor, unlaunchable = 'refuse' }: ApplyOptions = {},
) {
  const problems = catalogueProblems(provisioning, unlaunchable === 'skip' ? () => true : launchable);
  if (problems.length > 0)
    throw new ProvisioningError(
      `the provisioning file's game catalogue cannot be used:\n  ${problems.join('\n  ')}`,
    );
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [PROVISIONING_LOCK]);
    const stranded = await strandedMoneyProblems(tx, provisioning);
    if (stranded.length > 0)
      throw new ProvisioningError(
        `the provisioning file would take away wallets that hold members' money:\n  ${stranded.join('\n  ')}`,
      );
    const regions: string[] = [];
    for (const brand of provisioning.brands) {
      const brandId = await upsertBrand(tx, brand);
      for (const [sort, region] of brand.regions.entries()) {
        await upsertRegion(tx, brandId, region, sort);
        await upsertCatalogue(tx, launchableOnly(region, launchable));
        await setRegionLotteryGames(tx, region.merchantCode, region.lotteryGames);
        regions.push(region.merchantCode);
      }
    }
    const named =
      provisioning.brands.flatMap((b) => b.regions).find((r) => r.isDefault)?.merchantCode ?? null;
    await settleDefaultRegion(tx, named, regions[0]!);
    return { brands: provisioning.brands.map((b) => b.mainDomain), regions };
  });
}

/**
 * A vendor wallet the file no longer offers (left out of walletVendors, or the region made one wallet for everything)
 * would hide its members' money from them: refused while any member holds money there (decision 190).
 */
async function strandedMoneyProblems(tx: Queryable, provisioning: Provisioning): Promise<string[]> {
  const problems: string[] = [];
  for (const [b, brand] of provisioning.brands.entries())
    for (const [r, region] of brand.regions.entries()) {
      const offered = new Set(region.walletSingle ? [] : region.walletVendors.map((w) => w.vendor));
      for (const held of await vendorWalletsHoldingMoney(tx, region.merchantCode))
        if (!offered.has(held.vendor))
          problems.push(
            `brands.${b}.regions.${r}.walletVendors: ${held.vendor} is not offered, but ${held.members} member(s) hold ${formatMoney(held.total)} ${held.currency} in it; they move it to the main wallet first`,
          );
    }
  return problems;
}

/** Whether any region exists: a site without one cannot answer a single call. */
export async function hasRegions(db: Database): Promise<boolean> {
  return (await countRegions(db)) > 0;
}

import { ApiError, type GameType } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { OperatorContext } from '../../http/request-context';
import { operatorMaySee } from '../operator/operator-service';
import { recordOperatorAction } from '../operator-audit/operator-audit-service';
import { launchableVendors } from './catalogue-service';
import { nameIn } from './game-view';
import { updateVendorMaintenance } from './games-store';

/** A region the operator may not see is NOT_FOUND, as if it did not exist. */
function refuseUnseenRegion(ctx: OperatorContext, merchantCode: string): void {
  if (!operatorMaySee(ctx.operator, merchantCode)) throw new ApiError('NOT_FOUND');
}

/** The region's vendors players get (the ones the server can launch), with their maintenance flag and game count. */
export async function vendorsForOperator(deps: Deps, ctx: OperatorContext, input: { merchantCode: string }) {
  refuseUnseenRegion(ctx, input.merchantCode);
  const { vendors, stats } = await launchableVendors(deps, input.merchantCode);
  return vendors.map((vendor) => ({
    vendor: vendor.vendor,
    name: nameIn(vendor.names, 'EN'),
    category: vendor.category as GameType,
    maintenance: vendor.maintenance,
    games: stats.filter((s) => s.vendor === vendor.vendor).reduce((sum, s) => sum + s.games, 0),
  }));
}

/**
 * Puts a region's vendor into maintenance or out of it, audited with the reason; a vendor the region lacks is
 * NOT_FOUND.
 */
export async function setVendorMaintenance(
  deps: Deps,
  ctx: OperatorContext,
  input: { merchantCode: string; vendor: string; maintenance: boolean; reason: string },
) {
  refuseUnseenRegion(ctx, input.merchantCode);
  const { merchantCode, vendor, maintenance } = input;
  await deps.db.transaction(async (tx) => {
    const found = await updateVendorMaintenance(tx, merchantCode, vendor, maintenance);
    if (!found) throw new ApiError('NOT_FOUND');
    await recordOperatorAction(tx, {
      at: deps.now(),
      operatorId: ctx.operator.operatorId,
      area: 'games',
      action: maintenance ? 'VENDOR_MAINTENANCE_ON' : 'VENDOR_MAINTENANCE_OFF',
      merchantCode,
      subject: vendor,
      reason: input.reason,
    });
  });
  return { merchantCode, vendor, maintenance };
}

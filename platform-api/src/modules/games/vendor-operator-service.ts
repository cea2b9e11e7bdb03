import { ApiError } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { OperatorContext } from '../../http/request-context';
import { operatorMaySee } from '../operator/operator-service';
import { updateVendorMaintenance } from './games-store';

/** Puts a region's vendor into maintenance or out of it; a region the operator may not see is NOT_FOUND. */
export async function setVendorMaintenance(
  deps: Deps,
  ctx: OperatorContext,
  input: { merchantCode: string; vendor: string; maintenance: boolean },
) {
  if (!operatorMaySee(ctx.operator, input.merchantCode)) throw new ApiError('NOT_FOUND');
  const found = await updateVendorMaintenance(deps.db, input.merchantCode, input.vendor, input.maintenance);
  if (!found) throw new ApiError('NOT_FOUND');
  return input;
}

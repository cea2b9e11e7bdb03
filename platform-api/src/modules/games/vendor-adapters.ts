import { lotteryVendorAdapters } from '../lottery/lottery-vendor-adapter';
import { houseVendorAdapter } from '../studio/launch-service';
import { type GameVendorAdapter, registerVendorAdapter, vendorAdapter } from './vendor-adapter';

/**
 * The vendors this build can launch, registered by buildApp. Each vendor module adds its adapter here (the
 * in-house studio adds HOUSE, the lottery its three vendors). A provisioning file may list only these vendors (or ones registered at run time).
 */
export function builtInAdapters(): GameVendorAdapter[] {
  return [houseVendorAdapter, ...lotteryVendorAdapters];
}

export function registerBuiltInAdapters(): void {
  for (const adapter of builtInAdapters()) registerVendorAdapter(adapter);
}

/** Whether a vendor can be launched by this server: a built-in adapter or one registered at run time. */
export function isLaunchableVendor(code: string): boolean {
  return vendorAdapter(code) !== undefined || builtInAdapters().some((a) => a.vendorCode === code);
}

import { isLanguageCode, type Region } from '@platform/shared-contracts/client';
import { local, STORAGE, session } from '../../platform/storage-keys';

/** The visitor's region to offer: in the visitor's country, not the current one, never chosen before. */
export function suggestedRegion(input: {
  regions: readonly Region[];
  visitorCountry: string | null | undefined;
  currentMerchant: string | null | undefined;
  merchantChosenBefore: boolean;
}): Region | null {
  const { regions, visitorCountry, currentMerchant, merchantChosenBefore } = input;
  if (merchantChosenBefore || !visitorCountry) return null;
  const country = visitorCountry.toUpperCase();
  if (
    regions.some(
      (region) => region.merchantCode === currentMerchant && region.country.toUpperCase() === country,
    )
  ) {
    return null;
  }
  return (
    regions.find(
      (region) => region.country.toUpperCase() === country && region.merchantCode !== currentMerchant,
    ) ?? null
  );
}

/** Whether this browser has chosen (or kept) a merchant before: then the region is never suggested again. */
export function merchantChosenBefore(): boolean {
  return local.get(STORAGE.merchantCode) !== null;
}

/** Cancel: the current merchant is remembered, so the visitor is not asked again. */
export function keepMerchant(merchantCode: string): void {
  local.set(STORAGE.merchantCode, merchantCode);
}

/**
 * Confirm (spec section 4, Region modal): store the merchant in session and local storage, take the region's
 * first language, clear the session but the merchant code, and load the site afresh at the root.
 */
export function switchRegion(region: Region, reloadAt: (path: string) => void): void {
  session.set(STORAGE.merchantCode, region.merchantCode);
  local.set(STORAGE.merchantCode, region.merchantCode);
  const language = region.langList[0]?.toUpperCase();
  if (language && isLanguageCode(language)) local.set(STORAGE.language, language);
  session.clearKeepingMerchant();
  reloadAt('/');
}

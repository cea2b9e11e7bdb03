import type { Region } from '@platform/shared-contracts/client';
import { useAtomValue } from 'jotai';
import { readMerchantCode } from '../../platform/storage-keys';
import { permissionAtom, statusAtom } from '../../store/host-store';

/** The brand's regions and the one this page runs as (the server's answer, else the stored choice). */
export function useRegions(): {
  regions: readonly Region[];
  current: Region | null;
  currentMerchant: string | null;
} {
  const permission = useAtomValue(permissionAtom);
  const status = useAtomValue(statusAtom);
  const regions = permission?.domainRoute ?? [];
  const currentMerchant = status?.merchantCode ?? readMerchantCode();
  const current = regions.find((region) => region.merchantCode === currentMerchant) ?? null;
  return { regions, current, currentMerchant };
}

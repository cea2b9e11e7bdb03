import type { CallResponse } from '../calls/define-call';
import { merchantWalletCall } from '../calls/wallet-calls';
import type { ApiClient } from '../client/api-client';
import { SESSION_KEYS, sessionStore } from './session-store';

/**
 * The merchant wallet's session-storage cache (spec section 4: "merchant wallet ... The wallet is single when isSingle
 * equals 1"): a member's region answers once a session, and every part of the page reads that answer.
 */

export type MerchantWallet = CallResponse<typeof merchantWalletCall>;

/** Whether the region's members can move money between wallets: a wallet per vendor, and one to move it to. */
export function walletOffersTransfers(wallet: MerchantWallet): boolean {
  return wallet.isSingle === 0 && wallet.vendors.length > 0;
}

/** The kept merchant wallet of `merchantCode`, or null. */
export function cachedMerchantWallet(merchantCode: string): MerchantWallet | null {
  try {
    const kept = JSON.parse(sessionStore()?.getItem(SESSION_KEYS.merchantWallet) ?? 'null') as
      | (Partial<MerchantWallet> & { merchantCode?: unknown })
      | null;
    return kept?.merchantCode === merchantCode &&
      (kept.isSingle === 0 || kept.isSingle === 1) &&
      Array.isArray(kept.vendors)
      ? { isSingle: kept.isSingle, vendors: kept.vendors }
      : null;
  } catch {
    return null;
  }
}

const inFlight = new Map<string, Promise<MerchantWallet>>();

/** The member's region's wallet: the kept answer, else one read shared by every caller until it answers. */
export function loadMerchantWallet(api: ApiClient, merchantCode: string): Promise<MerchantWallet> {
  const kept = cachedMerchantWallet(merchantCode);
  if (kept) return Promise.resolve(kept);
  const running = inFlight.get(merchantCode);
  if (running) return running;
  const read = api
    .call(merchantWalletCall, { merchantCode })
    .then((wallet) => {
      try {
        sessionStore()?.setItem(SESSION_KEYS.merchantWallet, JSON.stringify({ merchantCode, ...wallet }));
      } catch {
        // A full or disabled storage only costs a request next time.
      }
      return wallet;
    })
    .finally(() => inFlight.delete(merchantCode));
  inFlight.set(merchantCode, read);
  return read;
}

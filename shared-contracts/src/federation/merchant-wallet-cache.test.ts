import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantWalletCall } from '../calls/wallet-calls';
import { createFakeApi } from '../testing/fake-api';
import { memoryStorage } from '../testing/memory-storage';
import {
  cachedMerchantWallet,
  loadMerchantWallet,
  type MerchantWallet,
  walletOffersTransfers,
} from './merchant-wallet-cache';
import { SESSION_KEYS } from './session-store';

const perVendor: MerchantWallet = { isSingle: 0, vendors: [{ vendor: 'LOTTERY', name: 'Lottery' }] };

/** A merchant-wallet call that answers `wallet` after a tick. */
function walletApi(wallet: MerchantWallet) {
  return createFakeApi().on(merchantWalletCall, async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return wallet;
  });
}

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the merchant wallet cache', () => {
  it('shares one read between parts that ask together, and answers later ones from session storage', async () => {
    const api = walletApi(perVendor);
    const [menu, page] = await Promise.all([
      loadMerchantWallet(api, 'DEMOTH'),
      loadMerchantWallet(api, 'DEMOTH'),
    ]);
    expect(menu).toEqual(perVendor);
    expect(page).toBe(menu);
    expect(await loadMerchantWallet(api, 'DEMOTH')).toEqual(perVendor);
    expect(api.inputsOf(merchantWalletCall)).toEqual([{ merchantCode: 'DEMOTH' }]);
  });

  it('keeps the answer for its own region only, and ignores a kept value it cannot read', async () => {
    await loadMerchantWallet(walletApi(perVendor), 'DEMOTH');
    expect(cachedMerchantWallet('DEMOTH')).toEqual(perVendor);
    expect(cachedMerchantWallet('DEMOKH')).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.merchantWallet, '{"merchantCode":"DEMOTH","isSingle":"yes"}');
    expect(cachedMerchantWallet('DEMOTH')).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.merchantWallet, 'not json');
    expect(cachedMerchantWallet('DEMOTH')).toBeNull();
  });

  it('offers transfers only with a wallet per vendor and a vendor wallet to move money to', () => {
    expect(walletOffersTransfers(perVendor)).toBe(true);
    expect(walletOffersTransfers({ isSingle: 1, vendors: [] })).toBe(false);
    expect(walletOffersTransfers({ isSingle: 0, vendors: [] })).toBe(false);
  });
});

import {
  type ApiClient,
  cachedMerchantWallet,
  loadMerchantWallet,
  walletOffersTransfers,
} from '@platform/shared-contracts/client';
import { useEffect, useState } from 'react';

/**
 * Whether a logged-in member's region lets them move money between wallets (the merchant wallet, read once a session:
 * spec section 4). False until known, so a region with one wallet never flashes a transfer link (decision 192); a
 * failed read offers it, and the transfer page says what it can.
 */
export function useTransfersOffered(api: ApiClient, merchantCode: string | null, loggedIn: boolean): boolean {
  const kept = merchantCode ? cachedMerchantWallet(merchantCode) : null;
  const [offered, setOffered] = useState(kept ? walletOffersTransfers(kept) : false);

  useEffect(() => {
    if (!loggedIn || !merchantCode) return;
    let live = true;
    loadMerchantWallet(api, merchantCode).then(
      (wallet) => live && setOffered(walletOffersTransfers(wallet)),
      () => live && setOffered(true),
    );
    return () => {
      live = false;
    };
  }, [api, loggedIn, merchantCode]);
  return offered;
}

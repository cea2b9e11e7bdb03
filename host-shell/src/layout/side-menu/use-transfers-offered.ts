import {
  cachedMerchantWallet,
  loadMerchantWallet,
  walletOffersTransfers,
} from '@platform/shared-contracts/client';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { loggedInAtom, statusAtom } from '../../store/host-store';
import { useLayoutServices } from '../layout-services';

/**
 * Whether the member's region lets them move money between wallets (the merchant wallet, read once a session: spec
 * section 4). False until known, so a region with one wallet never flashes a transfer link (decision 192); a failed
 * read offers it, and the transfer page says what it can.
 */
export function useTransfersOffered(): boolean {
  const { api } = useLayoutServices();
  const loggedIn = useAtomValue(loggedInAtom);
  const merchantCode = useAtomValue(statusAtom)?.merchantCode ?? null;
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

import { walletBalanceCall } from '@platform/shared-contracts/client';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom } from '../../store/host-store';
import { useLayoutServices } from '../layout-services';
import { walletBalanceAtom } from '../layout-store';

/**
 * Keeps walletBalanceAtom true to the server: read after login and again on every `wallet:changed` (a remote
 * moved money), cleared on logout. A failed read keeps the last figure: the next change or login reads again.
 */
export function useWalletBalance(): void {
  const { api, bus } = useLayoutServices();
  const store = useStore();
  const { token } = useAtomValue(sessionAtom);
  const setBalance = useSetAtom(walletBalanceAtom);

  useEffect(() => {
    if (!token) {
      setBalance(null);
      return;
    }
    let live = true;
    let latest = 0;
    const read = () => {
      // A change announced as the session ends (a game page closing on logout) comes before this effect is undone:
      // the wallet is nobody's to read any more.
      if (store.get(sessionAtom).token !== token) return;
      // Answers can overtake each other on a phone network; only the newest read may set the figure.
      const mine = ++latest;
      api.call(walletBalanceCall, {}).then(
        (balance) => live && mine === latest && setBalance(balance),
        () => undefined,
      );
    };
    read();
    const off = bus.on('wallet:changed', read);
    return () => {
      live = false;
      off();
    };
  }, [api, bus, store, token, setBalance]);
}

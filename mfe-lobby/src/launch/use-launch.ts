import type { Game, VendorCard } from '@platform/shared-contracts/client';
import { useCallback } from 'react';
import { useRemote } from '../app/remote-context';
import { useLobbyText } from '../i18n/lobby-i18n';
import { useSetLobbyAtom, vendorPopupAtom } from '../store';
import { decideGameLaunch, decideVendorLaunch, type LaunchDecision } from './launch-rules';

type LaunchableGame = Parameters<typeof decideGameLaunch>[0];
type LaunchableVendor = Parameters<typeof decideVendorLaunch>[0];

/** Carries out the launch rules: the login popup, the trial and maintenance dialogs, the vendor popup, or a page. */
export function useLaunch() {
  const { bus, navigate, session } = useRemote();
  const { t } = useLobbyText();
  const openVendorPopup = useSetLobbyAtom(vendorPopupAtom);

  const carryOut = useCallback(
    (decision: LaunchDecision) => {
      switch (decision.kind) {
        case 'login':
          bus.emit('auth:open', { view: 'login' });
          return;
        case 'trial':
          bus.emit('account:real-required', {});
          return;
        case 'maintenance':
          bus.emit('popup:show', {
            icon: 'warning',
            text: t('game_maintenance'),
            buttons: [{ label: t('confirm'), primary: true }],
          });
          return;
        case 'vendorPopup':
          openVendorPopup(decision.vendor);
          return;
        case 'navigate':
          openVendorPopup(null);
          navigate(decision.to);
          return;
      }
    },
    [bus, navigate, t, openVendorPopup],
  );

  const playGame = useCallback(
    (game: LaunchableGame, demo = false) => carryOut(decideGameLaunch(game, session, demo)),
    [carryOut, session],
  );
  const openVendor = useCallback(
    (card: LaunchableVendor, entry: 'list' | 'direct') => carryOut(decideVendorLaunch(card, session, entry)),
    [carryOut, session],
  );
  return { playGame, openVendor };
}

export type { Game, VendorCard };

import { affiliateCheckCall } from '@platform/shared-contracts/client';
import { useEffect, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import type { AffiliateState } from './register-fields';

/**
 * Checks the affiliate code from the page address once when the register modal opens (spec section 4,
 * Registration step 1). Accepted: it is sent without a field. Refused (or unreachable): the field is shown,
 * filled with it, so the player can correct it.
 */
export function useAffiliateCheck(): AffiliateState & { checking: boolean } {
  const { api, query } = useRemote();
  const urlCode = query.affiliateCode?.trim() || null;
  const [state, setState] = useState({ checking: urlCode !== null, accepted: false, refused: false });

  useEffect(() => {
    if (!urlCode) return;
    let live = true;
    api.call(affiliateCheckCall, { code: urlCode, domain: location.hostname }).then(
      () => {
        if (live) setState({ checking: false, accepted: true, refused: false });
      },
      () => {
        if (live) setState({ checking: false, accepted: false, refused: true });
      },
    );
    return () => {
      live = false;
    };
  }, [api, urlCode]);

  return {
    urlCode,
    urlCodeAccepted: state.accepted,
    urlCodeRefused: state.refused,
    checking: state.checking,
  };
}

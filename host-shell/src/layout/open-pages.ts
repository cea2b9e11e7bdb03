import { type MemberCentrePage, memberCentreOffers, REMOTES } from '@platform/shared-contracts/client';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { remoteDrawing } from '../app/route-screens';
import { releasedRemotesAtom } from '../store/host-store';

/** Whether the remote is released for this merchant and region. */
export function useRemoteIsOpen(remote: keyof typeof REMOTES): boolean {
  return useAtomValue(releasedRemotesAtom).has(REMOTES[remote].name);
}

/**
 * Whether a link's page can be shown here: the shell draws it itself, or the registry released the remote that draws
 * it for this region. The shell offers no link to a page that would only say it is not available (decision 183); an
 * old link or a bookmark to one still gets that page.
 */
export function usePageIsOpen(): (link: string) => boolean {
  const released = useAtomValue(releasedRemotesAtom);
  return useCallback(
    (link: string) => {
      const remote = remoteDrawing(link);
      return remote === null || released.has(REMOTES[remote].name);
    },
    [released],
  );
}

/**
 * Whether the shell links to the page: the member centre draws it today (the contract's list; no "coming soon" page,
 * decision 188), and the wallet transfer only where the region offers transfers (decision 192). The member centre's
 * own menu still shows what is coming.
 */
export function memberCentreHas(page: MemberCentrePage, transfersOffered = true): boolean {
  return memberCentreOffers(page, transfersOffered);
}

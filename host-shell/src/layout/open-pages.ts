import { isMemberCentreReadyPage, type MemberCentrePage, REMOTES } from '@platform/shared-contracts/client';
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
 * Whether the member centre draws the page today (the contract's list). The shell's own links open no "coming soon"
 * page (decision 188); the member centre's menu still shows what is coming.
 */
export function memberCentreHas(page: MemberCentrePage): boolean {
  return isMemberCentreReadyPage(page);
}

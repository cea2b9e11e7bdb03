import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CentreLayout } from '../app/centre-layout';
import { pageFrom } from '../app/pages';
import {
  hasRemoteProps,
  type MemberCentreProps,
  RemotePropsProvider,
  useRemote,
} from '../app/remote-context';
import { PageLoading } from '../components/load-states';
import { useMemberBundle } from '../i18n/member-i18n';
import { centreQueryClient } from '../lib/query-client';
import { centreStore, claimCentreStore, mcPageAtom } from '../store';
import '../styles/member-centre.css';
import '../styles/bets.css';
import '../styles/responsible-gaming.css';

/**
 * The member centre the host mounts in its modal (`member-centre:open {page}`): the page asked for (mcPage,
 * securityCenter by default), a menu to switch pages, and the pages themselves. Money moved here is announced
 * with `wallet:changed`, so the header balance follows.
 */
export default function MemberCentre(props: Partial<MemberCentreProps>) {
  // Balances and records read in one opening are not shown in the next: money may have moved meanwhile.
  useEffect(() => () => centreQueryClient.clear(), []);
  return (
    <div className="mc-root" data-testid="member-centre-remote">
      {hasRemoteProps(props) && (
        <RemotePropsProvider value={props}>
          <QueryClientProvider client={centreQueryClient}>
            <CentreView />
          </QueryClientProvider>
        </RemotePropsProvider>
      )}
    </div>
  );
}

function CentreView() {
  const { page, session, language } = useRemote();
  const textsReady = useMemberBundle(language);

  // Set before the first draw, so the last opening's page (or another member's state) never flashes.
  useState(() => {
    claimCentreStore(session.user?.id ?? null);
    centreStore.set(mcPageAtom, pageFrom(page, session.isAgent));
  });
  const asked = useRef(page);
  useEffect(() => {
    if (asked.current === page) return;
    asked.current = page;
    centreStore.set(mcPageAtom, pageFrom(page, session.isAgent));
  }, [page, session.isAgent]);

  return textsReady ? <CentreLayout /> : <PageLoading />;
}

import { gameVendorsCall, loadGameVendors, type RemoteProps } from '@platform/shared-contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { type CallQuery, callKey } from './call-hooks';

/**
 * The region's vendors in the page's language, from the page's one vendors cache (shared with the host's
 * navigation, decision 064): no call of its own when the host has read them. `games:vendors-refresh` (the spec's
 * refresh flag) reads them afresh; the host listens too, and the two share that one read.
 */
export function useRemoteGameVendors(
  remote: Pick<RemoteProps, 'api' | 'bus' | 'language' | 'session'>,
): CallQuery<typeof gameVendorsCall> {
  const { api, bus, language } = remote;
  const bypass = useRef(false);
  const query = useQuery({
    queryKey: callKey(gameVendorsCall, { language }, remote),
    queryFn: () => {
      const refresh = bypass.current;
      bypass.current = false;
      return loadGameVendors(api, language, { refresh });
    },
  });
  const { refetch } = query;
  const refresh = useCallback(() => {
    bypass.current = true;
    void refetch();
  }, [refetch]);
  useEffect(() => bus.on('games:vendors-refresh', refresh), [bus, refresh]);
  return Object.assign(query, { refresh }) as CallQuery<typeof gameVendorsCall>;
}

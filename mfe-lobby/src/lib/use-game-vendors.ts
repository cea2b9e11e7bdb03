import { gameVendorsCall, loadGameVendors } from '@platform/shared-contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useRemote } from '../app/remote-context';
import { type CallQuery, callKey } from './use-call';

/**
 * The region's vendors in the page's language, from the page's one vendors cache (shared with the host's
 * navigation, decision 064): no call of its own when the host has read them. `games:vendors-refresh` (the spec's
 * refresh flag) reads them afresh; the host listens too, and the two share that one read.
 */
export function useGameVendors(): CallQuery<typeof gameVendorsCall> {
  const { api, bus, language } = useRemote();
  const bypass = useRef(false);
  const query = useQuery({
    queryKey: callKey(gameVendorsCall, { language }, null),
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

import { betRecordsCall } from '@platform/shared-contracts/client';
import { useCallback } from 'react';
import { useRemote } from '../../app/remote-context';
import { useBetFilters } from '../../components/bet-filters/use-bet-filters';
import { usePagedList } from '../../lib/use-paged-list';

export const BET_PAGE_SIZE = 20;

/** The betting record: the member's rounds under the filters, newest first, page by page, with their totals. */
export function useBettingRecord() {
  const { api } = useRemote();
  const bets = useBetFilters();
  const { query } = bets;
  const loadPage = useCallback(
    (pageNo: number) =>
      api.call(betRecordsCall, { ...query, pageNo: String(pageNo), pageSize: String(BET_PAGE_SIZE) }),
    [api, query],
  );
  const rounds = usePagedList(loadPage);
  return { bets, rounds, totals: rounds.first?.totals ?? null };
}

import { personalProfitCall } from '@platform/shared-contracts/client';
import { useCallback } from 'react';
import { useRemote } from '../../app/remote-context';
import { useBetFilters } from '../../components/bet-filters/use-bet-filters';
import { useLoad } from '../../lib/use-load';

/** Personal profit: the member's stake, win, turnover and profit per category under the filters, with totals. */
export function usePersonalProfit() {
  const { api } = useRemote();
  const bets = useBetFilters();
  const { query } = bets;
  const profit = useLoad(useCallback(() => api.call(personalProfitCall, query), [api, query]));
  return { bets, profit };
}

import { personalProfitCall } from '@platform/shared-contracts/client';
import { useBetFilters } from '../../components/bet-filters/use-bet-filters';
import { useRead } from '../../lib/use-call';

/** Personal profit: the member's stake, win, turnover and profit per category under the filters, with totals. */
export function usePersonalProfit() {
  const bets = useBetFilters();
  const { query } = bets;
  const profit = useRead(personalProfitCall, query);
  return { bets, profit };
}

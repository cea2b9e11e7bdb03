import { betRecordsCall } from '@platform/shared-contracts/client';
import { useBetFilters } from '../../components/bet-filters/use-bet-filters';
import { usePagedRead } from '../../lib/use-call';

export const BET_PAGE_SIZE = 20;

/** The betting record: the member's rounds under the filters, newest first, page by page, with their totals. */
export function useBettingRecord() {
  const bets = useBetFilters();
  const { query } = bets;
  const rounds = usePagedRead(betRecordsCall, { ...query, pageSize: String(BET_PAGE_SIZE) });
  return { bets, rounds, totals: rounds.first?.totals ?? null };
}

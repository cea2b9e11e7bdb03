import { lastDaysInZone, transactionHistoryCall } from '@platform/shared-contracts/client';
import { useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { usePagedRead } from '../../lib/use-call';
import { dateRangeProblem, HISTORY_DEFAULT_DAYS, HISTORY_PAGE_SIZE, type HistoryType } from './history-rules';

export interface HistoryFilters {
  type: HistoryType;
  startDate: string;
  endDate: string;
}

/**
 * The account record's rules: filters (type, days; the last seven by default) and the records, page by page. The
 * days are the region's calendar days (its time zone), not the device's: a player abroad still sees today's steps.
 */
export function useTransactionHistory() {
  const { permission } = useRemote();
  const [draft, setDraft] = useState<HistoryFilters>(() => ({
    type: 'ALL',
    ...lastDaysInZone(HISTORY_DEFAULT_DAYS, new Date(), permission.timeZone),
  }));
  // The list follows the last filters that make sense; a backwards range waits for a fix.
  const [applied, setApplied] = useState(draft);
  const rangeProblem = dateRangeProblem(draft.startDate, draft.endDate);

  const change = (next: Partial<HistoryFilters>) => {
    const filters = { ...draft, ...next };
    setDraft(filters);
    if (!dateRangeProblem(filters.startDate, filters.endDate)) setApplied(filters);
  };

  const records = usePagedRead(transactionHistoryCall, { ...applied, pageSize: String(HISTORY_PAGE_SIZE) });

  return { filters: draft, rangeProblem, change, records };
}

import { useRemoteGameVendors } from '@platform/shared-ui/queries';
import { useMemo, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { betFiltersAtom, useCentreAtom } from '../../store';
import {
  type BetFilters,
  betQuery,
  categoryChoice,
  customRangeProblem,
  defaultBetFilters,
  filterOptions,
  vendorsOf,
  withCategory,
} from './bet-filter-rules';

export type BetQuery = ReturnType<typeof betQuery>;

/**
 * The filters of the betting record and profit pages: category and vendor from the region's catalogue, and days
 * of the region's calendar (decision 025). The list follows the last filters that make sense (`query`); a custom
 * range running backwards waits for a fix. The chosen filters are kept in the centre's store for the other page.
 */
export function useBetFilters() {
  const remote = useRemote();
  const timeZone = remote.permission.timeZone;
  const [stored, setStored] = useCentreAtom(betFiltersAtom);
  const [initial] = useState<BetFilters>(() => stored ?? defaultBetFilters(new Date(), timeZone));
  const [draft, setDraft] = useState(initial);
  const applied = stored ?? initial;

  // The page's one vendors cache (decision 064): opening the record asks nothing when the site has read them.
  const catalogue = useRemoteGameVendors(remote).data;
  const options = useMemo(
    () => (catalogue ? filterOptions(catalogue) : { categories: [], vendors: [] }),
    [catalogue],
  );

  const rangeProblem = draft.range === 'custom' ? customRangeProblem(draft.customFrom, draft.customTo) : null;

  const change = (next: BetFilters) => {
    setDraft(next);
    if (next.range !== 'custom' || !customRangeProblem(next.customFrom, next.customTo)) setStored(next);
  };

  // The days are worked out when the filters change: "today" is the region's today at that moment.
  const query = useMemo(() => betQuery(applied, new Date(), timeZone), [applied, timeZone]);

  return {
    filters: draft,
    query,
    rangeProblem,
    categories: options.categories,
    vendors: vendorsOf(options.vendors, draft.category),
    setCategory: (value: string) => change(withCategory(draft, categoryChoice(value), options.vendors)),
    setVendor: (vendor: string) => change({ ...draft, vendor }),
    setRange: (range: BetFilters['range']) => change({ ...draft, range }),
    setCustom: (days: Partial<Pick<BetFilters, 'customFrom' | 'customTo'>>) =>
      change({ ...draft, range: 'custom', ...days }),
  };
}

import { operatorRegionsCall } from '@platform/shared-contracts/operator';
import { useState } from 'react';
import { useCallQuery } from '../lib/use-call';

/** The regions the operator may see (every operator may read them); screens offer only these. */
export function useRegions() {
  return useCallQuery(operatorRegionsCall, {});
}

/** The region a per-region screen shows: the one the operator chose, else the first they may see. */
export function useChosenRegion() {
  const regions = useRegions();
  const [chosen, choose] = useState('');
  const merchantCode = chosen || regions.data?.[0]?.merchantCode || '';
  return { regions, merchantCode, choose };
}

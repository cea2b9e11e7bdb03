import { operatorRegionsCall } from '@platform/shared-contracts/operator';
import { useCallQuery } from '../lib/use-call';

/** The regions the operator may see (every operator may read them); screens offer only these. */
export function useRegions() {
  return useCallQuery(operatorRegionsCall, {});
}

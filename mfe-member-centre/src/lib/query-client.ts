import { createRemoteQueryClient } from '@platform/shared-ui/queries';

/**
 * The member centre's query cache (decision 052): within one opening of the centre, a page opened again shows what it
 * read last while it asks again (nothing counts as fresh: balances and records change behind the page). Cleared when
 * the centre closes (logging out closes it, so another member never finds them).
 */
export const centreQueryClient = createRemoteQueryClient(0);

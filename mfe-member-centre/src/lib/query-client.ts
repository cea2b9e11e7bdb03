import { createRemoteQueryClient } from '@platform/shared-ui/queries';

/**
 * The member centre's query cache (decision 052): within one opening of the centre, a page opened again shows what it
 * read last while it asks again (nothing counts as fresh: balances and records change behind the page). Cleared when
 * the centre closes and for another member.
 */
export const centreQueryClient = createRemoteQueryClient(0);

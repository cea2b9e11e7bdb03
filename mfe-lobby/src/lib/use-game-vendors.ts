import { useRemoteGameVendors } from '@platform/shared-ui/queries';
import { useRemote } from '../app/remote-context';

/** The region's vendors in the page's language, through the page's one vendors cache (shared-ui). */
export function useGameVendors() {
  return useRemoteGameVendors(useRemote());
}

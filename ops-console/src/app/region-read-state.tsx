import { Empty, Skeleton } from '@platform/shared-ui';
import { ErrorMessage } from '../lib/error-message';

interface Read {
  error: unknown;
  isPending: boolean;
}

/**
 * What a per-region screen's read is doing: its error (or the regions'), a skeleton while either loads, and `empty`
 * when the read found nothing.
 */
export function RegionReadState({
  merchantCode,
  regions,
  read,
  empty,
}: {
  merchantCode: string;
  regions: Read;
  read: Read & { data?: unknown };
  empty?: string;
}) {
  const nothing = Array.isArray(read.data) && read.data.length === 0;
  return (
    <>
      <ErrorMessage error={regions.error ?? read.error} />
      {(regions.isPending || (merchantCode !== '' && read.isPending)) && <Skeleton height={200} />}
      {empty && nothing && <Empty title={empty} />}
    </>
  );
}

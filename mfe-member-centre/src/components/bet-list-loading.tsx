import { Skeleton } from '@platform/shared-ui';

/** Placeholder rows shaped like the rows they stand for (a name line and a figures line), while a list loads. */
export function BetListLoading({ rows = 4 }: { rows?: number }) {
  return (
    <div className="mc-bet-loading" data-testid="mc-loading" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <div key={index} className="mc-bet-loading__row">
          <Skeleton width="55%" height={16} />
          <Skeleton width="85%" height={12} />
        </div>
      ))}
    </div>
  );
}

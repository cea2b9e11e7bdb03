import type { CallDeclaration, CallRequest, CallResponse } from '@platform/shared-contracts/client';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CallRemote, callKey } from './call-hooks';

// A list the server answers page by page (`pageNo` in, `content`, `pageNum`, `totalPages` out), read through the
// remote's query cache with TanStack's infinite query: "load more" appends the next page to what is shown.

/** The page shape of the spec's paged calls. */
export interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

type ItemOf<C> = CallResponse<C> extends Page<infer T> ? T : never;

export interface PagedCall<C extends CallDeclaration> {
  /** Every page read so far, in order. */
  items: ItemOf<C>[];
  /** The first page's whole answer, for what a call sends beside the items (e.g. the bet records' totals). */
  first: CallResponse<C> | null;
  /** `ready` once a first page is there, and while a refresh or the next page loads or fails. */
  status: 'loading' | 'ready' | 'failed';
  /** The last read's failure, shown beside what is kept (null once a read succeeds). */
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page, appended; a failure keeps what is shown and says so. */
  loadMore: () => void;
  /** Reads the pages shown again, keeping them on screen until the answers come. */
  reload: () => void;
  /** Puts a changed item in place, e.g. a withdrawal the member just confirmed. */
  replaceItem: (match: (item: ItemOf<C>) => boolean, next: ItemOf<C>) => void;
}

/** A paged contract call: new filters (`input`) are a new list from page 1; the page number is the hook's. */
export function useRemotePagedCall<C extends CallDeclaration>(
  remote: CallRemote,
  call: C,
  input: Omit<CallRequest<C>, 'pageNo'>,
): PagedCall<C> {
  const { api } = remote;
  const client = useQueryClient();
  const queryKey = callKey(call, input, remote, 'pages');
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      api.call(call, { ...input, pageNo: String(pageParam) } as CallRequest<C>) as Promise<Page<ItemOf<C>>>,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
  const { data, error, isError, isFetching, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query;
  const keyText = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keyText` stands for the key's value.
  const replaceItem = useCallback(
    (match: (item: ItemOf<C>) => boolean, next: ItemOf<C>) =>
      client.setQueryData<InfiniteData<Page<ItemOf<C>>>>(queryKey, (now) =>
        now
          ? {
              ...now,
              pages: now.pages.map((page) => ({
                ...page,
                content: page.content.map((item) => (match(item) ? next : item)),
              })),
            }
          : now,
      ),
    [client, keyText],
  );
  return {
    items: data?.pages.flatMap((page) => page.content) ?? [],
    first: (data?.pages[0] as CallResponse<C> | undefined) ?? null,
    status: data ? 'ready' : isError && !isFetching ? 'failed' : 'loading',
    error: isError ? error : null,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => {
      if (hasNextPage && !isFetching) void fetchNextPage();
    },
    reload: () => void refetch(),
    replaceItem,
  };
}

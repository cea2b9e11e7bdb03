import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export type PagedList<T, P extends Page<unknown> = Page<T>> = {
  items: T[];
  /** The first page's whole answer, for what a call sends beside the items (e.g. the bet records' totals). */
  first: P | null;
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page, appended ("load more"); a failure keeps what is shown and says so. */
  loadMore: () => void;
  /** From the first page again, keeping the list shown until it answers (new filters are a new `loadPage`). */
  reload: () => void;
  /** Puts a changed item in place, e.g. a withdrawal the member just confirmed. */
  replaceItem: (match: (item: T) => boolean, next: T) => void;
};

/** A list read page by page. `loadPage` must be stable; a new one (new filters) starts from page 1. */
export function usePagedList<P extends Page<unknown>, T = P['content'][number]>(
  loadPage: (pageNo: number) => Promise<P>,
): PagedList<T, P> {
  const [items, setItems] = useState<T[]>([]);
  const [first, setFirst] = useState<P | null>(null);
  const [status, setStatus] = useState<PagedList<T, P>['status']>('loading');
  const [error, setError] = useState<unknown>(null);
  const [page, setPage] = useState({ pageNum: 0, totalPages: 0 });
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Answers for an older filter or reload must not land in the current list.
  const generation = useRef(0);
  const quiet = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger.
  useEffect(() => {
    const mine = ++generation.current;
    const keep = quiet.current;
    quiet.current = false;
    setStatus((now) => (keep && now === 'ready' ? now : 'loading'));
    setError(null);
    loadPage(1).then(
      (answer) => {
        if (mine !== generation.current) return;
        setItems(answer.content as T[]);
        setFirst(answer);
        setPage({ pageNum: answer.pageNum, totalPages: answer.totalPages });
        setStatus('ready');
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setError(failure);
        setStatus('failed');
      },
    );
  }, [loadPage, attempt]);

  const loadMore = useCallback(() => {
    if (loadingMore || page.pageNum >= page.totalPages) return;
    const mine = generation.current;
    setLoadingMore(true);
    setError(null);
    loadPage(page.pageNum + 1)
      .then(
        (next) => {
          if (mine !== generation.current) return;
          setItems((now) => [...now, ...(next.content as T[])]);
          setPage({ pageNum: next.pageNum, totalPages: next.totalPages });
        },
        (failure: unknown) => mine === generation.current && setError(failure),
      )
      .finally(() => mine === generation.current && setLoadingMore(false));
  }, [loadPage, loadingMore, page]);

  const reload = useCallback(() => {
    quiet.current = true;
    setAttempt((n) => n + 1);
  }, []);
  const replaceItem = useCallback(
    (match: (item: T) => boolean, next: T) =>
      setItems((now) => now.map((item) => (match(item) ? next : item))),
    [],
  );

  return {
    items,
    first,
    status,
    error,
    hasMore: page.pageNum < page.totalPages,
    loadingMore,
    loadMore,
    reload,
    replaceItem,
  };
}

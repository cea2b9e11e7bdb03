import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export type PagedList<T> = {
  items: T[];
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
export function usePagedList<T>(loadPage: (pageNo: number) => Promise<Page<T>>): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
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
      (first) => {
        if (mine !== generation.current) return;
        setItems(first.content);
        setPage({ pageNum: first.pageNum, totalPages: first.totalPages });
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
          setItems((now) => [...now, ...next.content]);
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
    status,
    error,
    hasMore: page.pageNum < page.totalPages,
    loadingMore,
    loadMore,
    reload,
    replaceItem,
  };
}

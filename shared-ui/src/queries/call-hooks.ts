import type {
  CallDeclaration,
  CallRequest,
  CallResponse,
  RemoteProps,
} from '@platform/shared-contracts/client';
import {
  keepPreviousData,
  QueryClient,
  type QueryKey,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { sessionCached } from './session-cache';

// Contract calls through a remote's TanStack Query cache (decision 052), for every remote that reads server state:
// one key scheme, one loader, one refresh rule.

/** What a remote's hooks need of its props: the API client, whose session it is and the page's language. */
export type CallRemote = Pick<RemoteProps, 'api' | 'session' | 'language'>;

export interface CallOptions {
  enabled?: boolean;
  /** Keep the answer in session storage (the spec's hot games, winners and vendors caches). */
  sessionCache?: boolean;
  /** Ask again this often (ms): issues and results that go stale fast. */
  refetchInterval?: number;
  /** Show the last answer while the next input loads (a list's next page or filter), instead of nothing. */
  keepPrevious?: boolean;
}

/**
 * The query key of a call: its name and input, the language its answer is written in (the client sends the page's
 * language with every call: names of games and steps come translated), whose session it is for member calls, and
 * `pages` for a list read page by page (its cached answer is the pages, not one answer). The input is the key's last
 * part.
 */
export function callKey(
  call: CallDeclaration,
  input: unknown,
  { session, language }: Pick<CallRemote, 'session' | 'language'>,
  shape: 'answer' | 'pages' = 'answer',
): QueryKey {
  return [
    call.name,
    language,
    ...(call.auth === 'session' ? [session.user?.id ?? null] : []),
    ...(shape === 'pages' ? ['pages'] : []),
    input,
  ];
}

/**
 * A member's call waits until the host knows whose session it is. Just after a login the host has the token but not
 * yet the member: an answer asked for then would be kept under no one, and asked for again a moment later under the
 * member (every member list twice on every login).
 */
function whoseSessionIsKnown(call: CallDeclaration, { session }: Pick<CallRemote, 'session'>): boolean {
  return call.auth !== 'session' || session.user !== null;
}

export type CallQuery<C extends CallDeclaration> = UseQueryResult<CallResponse<C>> & {
  /** Asks again, past the session-storage cache (the spec's refresh flag). */
  refresh: () => void;
};

/** How a call is read (session-storage cache or not); the one loader of a screen's hook and of a prefetch. */
function loadCall<C extends CallDeclaration>(
  api: RemoteProps['api'],
  call: C,
  input: CallRequest<C>,
  sessionCache: boolean | undefined,
  refresh: boolean,
): Promise<CallResponse<C>> {
  const load = () => api.call(call, input);
  return sessionCache ? sessionCached(call.name, input, load, refresh) : load();
}

/**
 * Starts a call a screen will read with `useCall` (same key, same loader), before the screen can render: the
 * screen then finds the answer, or the read under way, instead of asking only once its texts are there.
 * Resolves with the answer, or undefined when the read failed (the screen's own hook shows that and retries).
 */
export async function prefetchCall<C extends CallDeclaration>(
  client: QueryClient,
  remote: CallRemote,
  call: C,
  input: CallRequest<C>,
  options: Pick<CallOptions, 'sessionCache'> = {},
): Promise<CallResponse<C> | undefined> {
  const { api } = remote;
  const queryKey = callKey(call, input, remote);
  await client.prefetchQuery({
    queryKey,
    queryFn: () => loadCall(api, call, input, options.sessionCache, false),
  });
  return client.getQueryData<CallResponse<C>>(queryKey);
}

/** A contract call through the remote's query cache; `remote` is the remote's props (its `useRemote()`). */
export function useRemoteCall<C extends CallDeclaration>(
  remote: CallRemote,
  call: C,
  input: CallRequest<C>,
  options: CallOptions = {},
): CallQuery<C> {
  const { api } = remote;
  const key = callKey(call, input, remote);
  const bypass = useRef(false);
  const query = useQuery({
    queryKey: key,
    queryFn: () => {
      const refresh = bypass.current;
      bypass.current = false;
      return loadCall(api, call, input, options.sessionCache, refresh);
    },
    enabled: (options.enabled ?? true) && whoseSessionIsKnown(call, remote),
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  const { refetch } = query;
  const refresh = useCallback(() => {
    bypass.current = true;
    void refetch();
  }, [refetch]);
  return Object.assign(query, { refresh }) as CallQuery<C>;
}

/** The member's key prefix of a session call, to update or drop its cached answers. */
export function useRemoteCallKeys(remote: CallRemote) {
  const client = useQueryClient();
  return {
    client,
    keyOf: (call: CallDeclaration, input: unknown) => callKey(call, input, remote),
    memberId: remote.session.user?.id ?? null,
  };
}

/**
 * A remote's one query cache (decision 052): every screen the host mounts from it reads through it, so a list fetched
 * on one page is not fetched again on the next. `staleMs`: how long an answer counts as fresh.
 */
export function createRemoteQueryClient(staleMs: number): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: staleMs, gcTime: 10 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

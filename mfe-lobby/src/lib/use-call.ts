import type { CallDeclaration, CallRequest, CallResponse } from '@platform/shared-contracts/client';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useRemote } from '../app/remote-context';
import { sessionCached } from './session-cache';

export interface CallOptions {
  enabled?: boolean;
  /** Keep the answer in session storage (the spec's hot games, winners and vendors caches). */
  sessionCache?: boolean;
  /** Show the last answer while the next input loads (a list's next page or filter), instead of nothing. */
  keepPrevious?: boolean;
}

/** The query key of a call: its name and input, and whose session it is for member calls. */
export function callKey(call: CallDeclaration, input: unknown, memberId: number | null): QueryKey {
  return call.auth === 'session' ? [call.name, memberId, input] : [call.name, input];
}

export type CallQuery<C extends CallDeclaration> = UseQueryResult<CallResponse<C>> & {
  /** Asks again, past the session-storage cache (the spec's refresh flag). */
  refresh: () => void;
};

/** A contract call through the lobby's query cache. */
export function useCall<C extends CallDeclaration>(
  call: C,
  input: CallRequest<C>,
  options: CallOptions = {},
): CallQuery<C> {
  const { api, session } = useRemote();
  const memberId = session.user?.id ?? null;
  const key = callKey(call, input, memberId);
  const bypass = useRef(false);
  const query = useQuery({
    queryKey: key,
    queryFn: () => {
      const refresh = bypass.current;
      bypass.current = false;
      const load = () => api.call(call, input);
      return options.sessionCache ? sessionCached(call.name, input, load, refresh) : load();
    },
    enabled: options.enabled ?? true,
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
export function useCallKeys() {
  const { session } = useRemote();
  const client = useQueryClient();
  const memberId = session.user?.id ?? null;
  return {
    client,
    keyOf: (call: CallDeclaration, input: unknown) => callKey(call, input, memberId),
    memberId,
  };
}

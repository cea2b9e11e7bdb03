import type { CallDeclaration, CallRequest, CallResponse } from '@platform/shared-contracts/client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CallOptions, type CallRemote, useRemoteCall, useRemoteCallKeys } from './call-hooks';

/** What a screen shows of a read: loading, its answer, or why it failed with nothing to show. */
export type ReadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * The state a screen draws from a query. An answer once there stays shown while a refresh runs, and when the
 * refresh fails: a network hiccup must not blank a balance the player is looking at. A failed read asked again
 * shows loading until it answers.
 */
export function readStateOf<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching'>,
): ReadState<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError && !query.isFetching) return { status: 'failed', error: query.error };
  return { status: 'loading' };
}

export type RemoteRead<T> = ReadState<T> & {
  /** Reads again; what is shown stays until the new answer arrives. */
  reload: () => void;
  /** Shows an answer the screen already has, e.g. the balances a transfer returned. */
  replace: (data: T) => void;
};

/** A contract call through the remote's query cache, as the state a screen draws (`readStateOf`). */
export function useRemoteRead<C extends CallDeclaration>(
  remote: CallRemote,
  call: C,
  input: CallRequest<C>,
  options?: CallOptions,
): RemoteRead<CallResponse<C>> {
  const query = useRemoteCall(remote, call, input, options);
  const { client, keyOf } = useRemoteCallKeys(remote);
  const key = keyOf(call, input);
  const keyText = JSON.stringify(key);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keyText` stands for the key's value.
  const replace = useCallback((data: CallResponse<C>) => client.setQueryData(key, data), [client, keyText]);
  return { ...readStateOf(query), reload, replace };
}

import type { CallDeclaration, CallRequest, CallResponse } from '@platform/shared-contracts/client';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useRemote } from '../app/remote-context';

export interface CallOptions {
  enabled?: boolean;
  /** Ask again this often (ms): the lobby's and game page's issues and results. */
  refetchInterval?: number;
  /** Show the last answer while the next input loads (a list's next page or filter), instead of nothing. */
  keepPrevious?: boolean;
}

/** The query key of a call: its name and input, and whose session it is for member calls. */
export function callKey(call: CallDeclaration, input: unknown, memberId: number | null): QueryKey {
  return call.auth === 'session' ? [call.name, memberId, input] : [call.name, input];
}

/** A contract call through the lottery's query cache. */
export function useCall<C extends CallDeclaration>(
  call: C,
  input: CallRequest<C>,
  options: CallOptions = {},
): UseQueryResult<CallResponse<C>> {
  const { api, session } = useRemote();
  const key = callKey(call, input, session.user?.id ?? null);
  return useQuery({
    queryKey: key,
    queryFn: () => api.call(call, input),
    enabled: options.enabled ?? true,
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
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

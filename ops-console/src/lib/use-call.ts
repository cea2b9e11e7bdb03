import type { CallDeclaration, CallRequest, CallResponse } from '@platform/shared-contracts/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/api-context';
import { isSessionEnded, useSession } from '../session/session-context';

/**
 * One read through the console's query cache, keyed by the call's name and input. `keepPrevious` (a paged list) keeps
 * the page on screen while the next one loads: the list and its pager stay, and so does the focus on Next.
 */
export function useCallQuery<C extends CallDeclaration>(
  call: C,
  input: CallRequest<C>,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const api = useApi();
  const { expired } = useSession();
  return useQuery<CallResponse<C>>({
    queryKey: [call.name, input],
    queryFn: async () => {
      try {
        return await api.call(call, input);
      } catch (error) {
        if (isSessionEnded(error)) expired();
        throw error;
      }
    },
    enabled: options.enabled ?? true,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** A change; on success every read of the `refreshes` calls is fetched again, so lists show the new state. */
export function useCallMutation<C extends CallDeclaration>(call: C, refreshes: readonly CallDeclaration[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { expired } = useSession();
  return useMutation<CallResponse<C>, unknown, CallRequest<C>>({
    mutationFn: async (input) => {
      try {
        return await api.call(call, input);
      } catch (error) {
        if (isSessionEnded(error)) expired();
        throw error;
      }
    },
    onSuccess: async () => {
      await Promise.all(refreshes.map((read) => queryClient.invalidateQueries({ queryKey: [read.name] })));
    },
  });
}

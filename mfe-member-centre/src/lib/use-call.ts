import type { CallDeclaration, CallRequest } from '@platform/shared-contracts/client';
import { type CallOptions, useRemotePagedCall, useRemoteRead } from '@platform/shared-ui/queries';
import { useRemote } from '../app/remote-context';

/** A contract call through the centre's query cache (lib/query-client.ts), as the state a page draws. */
export function useRead<C extends CallDeclaration>(call: C, input: CallRequest<C>, options?: CallOptions) {
  return useRemoteRead(useRemote(), call, input, options);
}

/** A paged contract call through the centre's query cache: new filters start from page 1. */
export function usePagedRead<C extends CallDeclaration>(call: C, input: Omit<CallRequest<C>, 'pageNo'>) {
  return useRemotePagedCall(useRemote(), call, input);
}

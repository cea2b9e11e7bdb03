import type { CallDeclaration, CallRequest } from '@platform/shared-contracts/client';
import { type CallOptions, useRemoteCall, useRemoteCallKeys } from '@platform/shared-ui/queries';
import { useRemote } from '../app/remote-context';

export { type CallQuery, callKey, prefetchCall } from '@platform/shared-ui/queries';

/** A contract call through the lobby's query cache (lib/query-client.ts). */
export function useCall<C extends CallDeclaration>(call: C, input: CallRequest<C>, options?: CallOptions) {
  return useRemoteCall(useRemote(), call, input, options);
}

/** The member's key prefix of a session call, to update or drop its cached answers. */
export function useCallKeys() {
  return useRemoteCallKeys(useRemote());
}

// Server state for the remotes that read it through TanStack Query: a subpath of its own, so a bundle that imports
// the package's root (the host's first paint) never pulls the query library in.
export {
  type CallOptions,
  type CallQuery,
  type CallRemote,
  callKey,
  createRemoteQueryClient,
  prefetchCall,
  useRemoteCall,
  useRemoteCallKeys,
} from './call-hooks';
export { useRemoteGameVendors } from './game-vendors';
export { IdempotencyKeys, useIdempotencyKeys } from './idempotency-keys';
export { type Page, type PagedCall, useRemotePagedCall } from './paged-call';
export { type ReadState, type RemoteRead, readStateOf, useRemoteRead } from './read-state';
export { clearSessionCache, sessionCached } from './session-cache';

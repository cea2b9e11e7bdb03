import { createRemoteQueryClient } from '@platform/shared-ui/queries';

/** The lobby's one query cache: home, game list, game centre and game page read through it. */
export const lobbyQueryClient = createRemoteQueryClient(60_000);

import { QueryClient } from '@tanstack/react-query';

/**
 * The lobby's one query cache (decision 052): every screen the host mounts (home, game list, game centre, game
 * page) reads through it, so a list fetched on the home page is not fetched again on the next page. Keys are
 * `[call.name, input]` (plus the member for session calls); see use-call.ts.
 */
export function createLobbyQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const lobbyQueryClient = createLobbyQueryClient();

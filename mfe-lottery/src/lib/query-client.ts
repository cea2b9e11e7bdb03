import { QueryClient } from '@tanstack/react-query';

/**
 * The lottery's one query cache (as the lobby's, decision 052): the lobby, game page and verifier read through it.
 * Keys are `[call.name, input]` (plus the member for session calls); see use-call.ts. Issues and results go stale
 * fast, so screens that show them ask again on an interval of their own.
 */
export function createLotteryQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        gcTime: 10 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const lotteryQueryClient = createLotteryQueryClient();

import type { CallResponse } from '@platform/shared-contracts/client';
import {
  lotteryChasesCall,
  lotteryGameMenusCall,
  lotteryMyBetsCall,
  openedNumeroCall,
} from '@platform/shared-contracts/lottery-calls';
import type { QueryClient } from '@tanstack/react-query';
import type { LotteryIssue, LotteryResult } from './types';

// What a pushed event changes in the query cache (decision 077): the answers the screens already hold are updated in
// place, so a draw shows without asking the server again.

type Menus = CallResponse<typeof lotteryGameMenusCall>;
type Results = CallResponse<typeof openedNumeroCall>;

/** A draw (or cancel): the game's last result everywhere, and the first page of its results history. */
export function applyDraw(client: QueryClient, result: LotteryResult): void {
  client.setQueriesData<Menus>({ queryKey: [lotteryGameMenusCall.name] }, (menus) =>
    menus
      ? {
          ...menus,
          games: menus.games.map((game) =>
            game.gameCode !== result.gameCode
              ? game
              : {
                  ...game,
                  last: result,
                  current: game.current?.issueNumber === result.issueNumber ? null : game.current,
                },
          ),
        }
      : menus,
  );
  for (const [key, page] of client.getQueriesData<Results>({ queryKey: [openedNumeroCall.name] })) {
    const input = key[key.length - 1] as
      | { gameCode?: string; pageNo?: string; pageSize?: string }
      | undefined;
    if (!page || input?.gameCode !== result.gameCode || (input.pageNo ?? '1') !== '1') continue;
    const others = page.content.filter((row) => row.issueNumber !== result.issueNumber);
    const size = Number(input.pageSize ?? '20');
    const isNew = others.length === page.content.length;
    client.setQueryData<Results>(key, {
      ...page,
      content: [result, ...others].slice(0, size),
      total: page.total + (isNew ? 1 : 0),
    });
  }
}

/** A game's next issue opens: its countdown moves on to it. */
export function applyIssueOpen(client: QueryClient, issue: LotteryIssue): void {
  client.setQueriesData<Menus>({ queryKey: [lotteryGameMenusCall.name] }, (menus) =>
    menus
      ? {
          ...menus,
          games: menus.games.map((game) =>
            game.gameCode === issue.gameCode ? { ...game, current: issue } : game,
          ),
        }
      : menus,
  );
}

/**
 * An issue's bets are paid: my bets are read again, and the answer says whether the member had a bet on it (then
 * the header's balance must be refreshed).
 */
export function applySettled(client: QueryClient, gameCode: string, issueNumber: string): boolean {
  const pages = client.getQueriesData<CallResponse<typeof lotteryMyBetsCall>>({
    queryKey: [lotteryMyBetsCall.name],
  });
  const hadBet = pages.some(([, page]) =>
    page?.content.some((bet) => bet.gameCode === gameCode && bet.issueNumber === issueNumber),
  );
  if (hadBet) void client.invalidateQueries({ queryKey: [lotteryMyBetsCall.name] });
  return hadBet;
}

/**
 * A draw or a settlement of a game where the member has a chase running moves that chase on (an issue played, a win
 * that stopped it and refunded the rest): its list is read again. Chases of other games, or none running, ask nothing.
 */
export function refreshRunningChases(client: QueryClient, gameCode: string): void {
  void client.invalidateQueries({
    queryKey: [lotteryChasesCall.name],
    predicate: (query) =>
      (query.state.data as CallResponse<typeof lotteryChasesCall> | undefined)?.content.some(
        (chase) => chase.gameCode === gameCode && chase.state === 'RUNNING',
      ) ?? false,
  });
}

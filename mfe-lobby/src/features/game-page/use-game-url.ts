import {
  type ErrorCode,
  errorCodeOf,
  gameLaunchFbCall,
  gamesListCall,
  launchGameCall,
  recentGameListCall,
} from '@platform/shared-contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import type { GameTarget } from './frame-messages';

export type GameUrl =
  | { status: 'loading' }
  | { status: 'login' }
  | { status: 'ready'; url: string; gameName: string }
  | { status: 'failed'; code: ErrorCode };

/** Where the game's own back or home button goes when it is opened outside the frame. */
const RETURN_URL = '/';

/**
 * Launches the game for this visit: `launchGame` for a member (money, or play money), `gameLaunchFB` for a
 * guest's demo. The URL carries a one-time token, so it is asked for each time the page opens, never cached.
 * A vendor named without a game opens its first game.
 */
export function useGameUrl(target: GameTarget | null, attempt: number): GameUrl {
  const { api, session, language, bus } = useRemote();
  const queries = useQueryClient();
  const [state, setState] = useState<GameUrl>({ status: 'loading' });
  const loggedIn = session.loggedIn;
  const key = target ? `${target.vendor}:${target.nodeId ?? ''}:${target.demo}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the target; `attempt` retries.
  useEffect(() => {
    if (!target) return;
    if (!target.demo && !loggedIn) {
      setState({ status: 'login' });
      bus.emit('auth:open', { view: 'login' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    (async () => {
      const nodeId =
        target.nodeId ??
        (await api.call(gamesListCall, { vassalage: target.vendor, pageNo: '1', pageSize: '1', language }))
          .content[0]?.nodeId;
      if (nodeId === undefined) throw new Error('the vendor has no game');
      const common = { vendor: target.vendor, language, returnUrl: RETURN_URL };
      const answer =
        target.demo && !loggedIn
          ? await api.call(gameLaunchFbCall, { ...common, nodeId: String(nodeId) })
          : await api.call(launchGameCall, { ...common, nodeId, demo: target.demo });
      return answer;
    })().then(
      ({ url, gameName }) => {
        // A launch for money records a recent game: the recent list reads it on the way back.
        if (loggedIn) void queries.invalidateQueries({ queryKey: [recentGameListCall.name] });
        if (live) setState({ status: 'ready', url, gameName });
      },
      (error: unknown) => {
        const code = errorCodeOf(error);
        // The kept vendors said open: the refresh flag reads them afresh (decision 064), for the host's menus too.
        if (code === 'GAME_MAINTENANCE') bus.emit('games:vendors-refresh', {});
        if (live) setState({ status: 'failed', code });
      },
    );
    return () => {
      live = false;
    };
  }, [key, loggedIn, attempt, api, language, bus, queries]);

  return target ? state : { status: 'failed', code: 'NOT_FOUND' };
}

import {
  addFavouriteCall,
  favouriteGamesCall,
  favouriteListCall,
  type Game,
  removeFavouriteCall,
} from '@platform/shared-contracts/client';
import { useCallback } from 'react';
import { useRemote } from '../app/remote-context';
import { lastFavouriteChangeAtom, lobbyStore } from '../store';
import { mayChangeFavourite, withFavourite, withoutFavourite } from './favourite-rules';
import { useCall, useCallKeys } from './use-call';

type Page = { content: Game[] };
export type FavouriteOutcome = 'login' | 'throttled' | 'added' | 'removed' | 'failed' | 'unchanged';

/**
 * The member's favourites (spec section 4): adding is optimistic and skipped when the game is one already;
 * removing takes the game out of the lists shown first, then tells the server; one change per 1000 ms.
 */
export function useFavourites() {
  const { api, bus, session } = useRemote();
  const favourites = useCall(favouriteGamesCall, {}, { enabled: session.loggedIn });
  const { client, keyOf } = useCallKeys();
  const idsKey = keyOf(favouriteGamesCall, {});
  const ids = favourites.data ?? [];

  const toggle = useCallback(
    async (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<FavouriteOutcome> => {
      if (!session.loggedIn) {
        bus.emit('auth:open', { view: 'login' });
        return 'login';
      }
      const now = Date.now();
      if (!mayChangeFavourite(lobbyStore.get(lastFavouriteChangeAtom), now)) return 'throttled';
      lobbyStore.set(lastFavouriteChangeAtom, now);
      // A read of the favourites still under way would overwrite the optimistic change.
      await client.cancelQueries({ queryKey: idsKey });
      const before = client.getQueryData<number[]>(idsKey) ?? [];
      if (before.includes(game.nodeId)) {
        client.setQueryData(idsKey, withoutFavourite(before, game.nodeId));
        client.setQueriesData<Page>({ queryKey: [favouriteListCall.name] }, (page) =>
          page ? { ...page, content: page.content.filter((item) => item.nodeId !== game.nodeId) } : page,
        );
        try {
          const answer = await api.call(removeFavouriteCall, {
            nodeId: String(game.nodeId),
            vendor: game.vassalage,
            gameType: game.gameType,
          });
          client.setQueryData(idsKey, answer);
          return 'removed';
        } catch {
          client.setQueryData(idsKey, before);
          void client.invalidateQueries({ queryKey: [favouriteListCall.name] });
          return 'failed';
        }
      }
      const added = withFavourite(before, game.nodeId);
      if (added === before) return 'unchanged';
      client.setQueryData(idsKey, added);
      try {
        const answer = await api.call(addFavouriteCall, {
          nodeId: game.nodeId,
          vendor: game.vassalage,
          gameType: game.gameType,
        });
        client.setQueryData(idsKey, answer);
        void client.invalidateQueries({ queryKey: [favouriteListCall.name] });
        return 'added';
      } catch {
        client.setQueryData(idsKey, before);
        return 'failed';
      }
    },
    [api, bus, session.loggedIn, client, idsKey],
  );

  return { ids, isFavourite: (nodeId: number) => ids.includes(nodeId), toggle };
}

import {
  gamesListCall,
  homeBannersRead,
  hotGamesCall,
  type RemoteProps,
  winnerBoardCall,
} from '@platform/shared-contracts/client';
import { preloadImage } from '@platform/shared-ui';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchCall } from '../../lib/use-call';
import { homeGamesInput } from './home-lists';
import { hotGamesInput } from './hot-games';
import { winnersInput } from './winners';

/**
 * The home screen's reads, started when the lobby mounts rather than once its texts have loaded, so the lists and
 * the banners travel with the texts instead of after them. The first banner is the page's largest paint: its image
 * is asked for (high priority) as soon as its address is known, before the carousel draws it. On a page that opened
 * here the host sent the banners' read with its boot calls (decision 132), and the read below is answered by it.
 */
export function prefetchHome(client: QueryClient, remote: Pick<RemoteProps, 'api' | 'session' | 'language'>) {
  const { language } = remote;
  const banners = homeBannersRead(language);
  void prefetchCall(client, remote, banners.call, banners.input).then(
    (answer) => answer && preloadImage(banners.leadImage?.(answer)?.url),
  );
  void prefetchCall(client, remote, hotGamesCall, hotGamesInput(language), { sessionCache: true });
  void prefetchCall(client, remote, gamesListCall, homeGamesInput(language));
  void prefetchCall(client, remote, winnerBoardCall, winnersInput(language), { sessionCache: true });
}

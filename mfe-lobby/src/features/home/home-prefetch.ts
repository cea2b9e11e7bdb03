import {
  gamesListCall,
  hotGamesCall,
  noticeCall,
  type RemoteProps,
  winnerBoardCall,
} from '@platform/shared-contracts/client';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchCall } from '../../lib/use-call';
import { homeBannersInput } from './home-banners';
import { homeGamesInput } from './home-lists';
import { hotGamesInput } from './hot-games';
import { winnersInput } from './winners';

/**
 * The home screen's reads, started when the lobby mounts rather than once its texts have loaded, so the lists and
 * the banners travel with the texts instead of after them. The first banner is the page's largest paint: its image
 * is asked for (high priority) as soon as its address is known, before the carousel draws it.
 */
export function prefetchHome(client: QueryClient, remote: Pick<RemoteProps, 'api' | 'session' | 'language'>) {
  const { language } = remote;
  void prefetchCall(client, remote, noticeCall, homeBannersInput(language)).then((answer) =>
    preloadImage(answer?.banners[0]?.url),
  );
  void prefetchCall(client, remote, hotGamesCall, hotGamesInput(language), { sessionCache: true });
  void prefetchCall(client, remote, gamesListCall, homeGamesInput(language));
  void prefetchCall(client, remote, winnerBoardCall, winnersInput(language), { sessionCache: true });
}

const preloaded = new Set<string>();

function preloadImage(url: string | undefined) {
  if (!url || preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

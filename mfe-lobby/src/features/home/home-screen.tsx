import { NextTask } from '@platform/shared-ui';
import { FavouriteGames } from './favourite-games';
import { HomeLists } from './home-lists';
import { HotGames } from './hot-games';
import { JackpotProvider } from './jackpot-feed';
import { JackpotTicker } from './jackpot-ticker';
import { RecentGames } from './recent-games';
import { Winners } from './winners';

/**
 * The lobby's part of the home page (spec section 2, under the host's notice marquee and welcome) below the `w_home`
 * banners (drawn before the texts: the home page's lead): jackpot ticker, hot games, the member's recent and favourite
 * games, recommended and slot lists, and the latest winners.
 */
export function HomeScreen() {
  // Below the hot games is below the fold on a phone: drawn in the task after the one that draws the rest, without
  // drawing the ticker and hot games again (decision 140).
  return (
    <JackpotProvider>
      <div className="lobby-home">
        <JackpotTicker />
        <HotGames />
        <NextTask>
          <RecentGames />
          <FavouriteGames />
          <HomeLists />
          <Winners />
        </NextTask>
      </div>
    </JackpotProvider>
  );
}

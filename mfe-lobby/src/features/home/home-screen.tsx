import { WhenNear } from '@platform/shared-ui';
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
  // Below the hot games is a scroll away on a phone: drawn as the player comes near it, without drawing the ticker and
  // hot games again (decisions 140, 177). Its reads start with the lobby (prefetchHome), so it draws from them.
  return (
    <JackpotProvider>
      <div className="lobby-home">
        <JackpotTicker />
        <HotGames />
        <WhenNear reserve="100vh">
          <RecentGames />
          <FavouriteGames />
          <HomeLists />
          <Winners />
        </WhenNear>
      </div>
    </JackpotProvider>
  );
}

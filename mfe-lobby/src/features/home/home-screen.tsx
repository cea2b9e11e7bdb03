import { FavouriteGames } from './favourite-games';
import { HomeBanners } from './home-banners';
import { HomeLists } from './home-lists';
import { HotGames } from './hot-games';
import { JackpotProvider } from './jackpot-feed';
import { JackpotTicker } from './jackpot-ticker';
import { RecentGames } from './recent-games';
import { Winners } from './winners';

/**
 * The lobby's part of the home page (spec section 2, under the host's notice marquee and welcome): jackpot ticker,
 * the `w_home` banners, jackpot ticker, hot games, the member's recent and favourite games, recommended and slot lists,
 * and the latest winners.
 */
export function HomeScreen() {
  return (
    <JackpotProvider>
      <div className="lobby-home">
        <HomeBanners />
        <JackpotTicker />
        <HotGames />
        <RecentGames />
        <FavouriteGames />
        <HomeLists />
        <Winners />
      </div>
    </JackpotProvider>
  );
}

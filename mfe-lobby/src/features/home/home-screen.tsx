import { FavouriteGames } from './favourite-games';
import { HomeLists } from './home-lists';
import { HotGames } from './hot-games';
import { JackpotTicker } from './jackpot-ticker';
import { RecentGames } from './recent-games';
import { Winners } from './winners';

/**
 * The lobby's part of the home page (spec section 2, under the host's notice marquee and welcome): jackpot ticker,
 * hot games, the member's recent and favourite games, recommended and slot lists, and the latest winners. Banners (`w_home`)
 * are not here: the API has no banner data yet (decision 053).
 */
export function HomeScreen() {
  return (
    <div className="lobby-home">
      <JackpotTicker />
      <HotGames />
      <RecentGames />
      <FavouriteGames />
      <HomeLists />
      <Winners />
    </div>
  );
}

import { favouriteListCall, LIMITS } from '@platform/shared-contracts/client';
import { useRemote } from '../../app/remote-context';
import { Carousel } from '../../components/carousel';
import { GameCard } from '../../components/game-card';
import { Section } from '../../components/section';
import { useLobbyText } from '../../i18n/lobby-i18n';
import { useCall } from '../../lib/use-call';

/** The member's favourite games (spec page size 13), newest first; a removed one leaves the row at once. */
export function FavouriteGames() {
  const { language, session } = useRemote();
  const { t } = useLobbyText();
  const favourites = useCall(
    favouriteListCall,
    { pageNo: '1', pageSize: String(LIMITS.favouritesPageSize), language },
    { enabled: session.loggedIn },
  );
  const games = favourites.data?.content ?? [];
  if (!session.loggedIn || games.length === 0) return null;
  return (
    <Section id="favourites" title={t('favourite_games')}>
      <Carousel
        label={t('favourite_games')}
        perView={{ narrow: 2.3, wide: 6 }}
        step={{ narrow: 2, wide: 4 }}
        slides={games.map((game) => ({ key: String(game.nodeId), content: <GameCard game={game} /> }))}
      />
    </Section>
  );
}

import { hotGamesCall, LIMITS } from '@platform/shared-contracts/client';
import { Button, Empty, useDrawnCount } from '@platform/shared-ui';
import { useRemote } from '../../app/remote-context';
import { Carousel } from '../../components/carousel';
import { CARDS_PER_TASK, GameCard, GameCardSkeleton } from '../../components/game-card';
import { LoadFailed } from '../../components/load-failed';
import { Section } from '../../components/section';
import { useLobbyText } from '../../i18n/lobby-i18n';
import { canFavouriteOnHotCard } from '../../lib/favourite-rules';
import { HOT_GAMES_QUERY } from '../../lib/queries';
import { useCall } from '../../lib/use-call';

export const hotGamesInput = (language: string) => ({ ...HOT_GAMES_QUERY, language });

const PER_VIEW = { narrow: 2.3, wide: LIMITS.hotCarouselSlides };
const STEP = { narrow: 2, wide: LIMITS.hotCarouselStep };

/** Hot games in a carousel: 5 in view, 4 moved per step (spec section 9); kept in session storage. */
export function HotGames() {
  const { language, navigate } = useRemote();
  const { t } = useLobbyText();
  const hot = useCall(hotGamesCall, hotGamesInput(language), { sessionCache: true });
  const drawn = useDrawnCount(hot.data?.length ?? 0, CARDS_PER_TASK);
  const more = (
    <Button size="sm" variant="link" onClick={() => navigate('/hot')}>
      {t('see_all')}
    </Button>
  );
  return (
    <Section id="hot" title={t('hot_games')} action={more}>
      {hot.isError && !hot.data ? (
        <LoadFailed onRetry={hot.refresh} />
      ) : !hot.data ? (
        <div
          className="lobby-rail"
          style={{ '--per-view-narrow': PER_VIEW.narrow, '--per-view-wide': PER_VIEW.wide } as never}
        >
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <div key={index} className="lobby-rail__slide">
              <GameCardSkeleton />
            </div>
          ))}
        </div>
      ) : hot.data.length === 0 ? (
        <Empty title={t('no_games')} />
      ) : (
        <Carousel
          label={t('hot_games')}
          perView={PER_VIEW}
          step={STEP}
          slides={hot.data.map((game, index) => ({
            key: String(game.nodeId),
            content:
              index < drawn ? (
                <GameCard game={game} favouriteToggle={canFavouriteOnHotCard(game.gameType)} />
              ) : (
                <GameCardSkeleton />
              ),
          }))}
        />
      )}
    </Section>
  );
}

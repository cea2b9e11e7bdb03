import type { Game } from '@platform/shared-contracts/client';
import { Button, LazyImage, Skeleton, useDrawnCount } from '@platform/shared-ui';
import { memo } from 'react';
import { useLobbyText } from '../i18n/lobby-i18n';
import { useLaunch } from '../launch/use-launch';
import { useFavourites } from '../lib/use-favourites';

export interface GameCardProps {
  game: Game;
  /** false on LOTT/ELOTT hot cards (spec section 3). */
  favouriteToggle?: boolean;
  /**
   * The name's heading level: under a section's h2 (the home page's lists, a popup's title) h3; directly under a
   * page's h1 (the game list centre) h2, so no heading level is skipped.
   */
  heading?: 'h2' | 'h3';
}

/**
 * A game (spec section 2): its icon in a fixed square (nothing shifts while it loads; the game's initial shows
 * until it arrives, and instead of a broken one), its name, play, a free demo when supportPlay is 0, and a favourite toggle.
 * Memoised: a list drawing its next few cards (decision 130) does not draw the ones already there again.
 */
export const GameCard = memo(function GameCard({
  game,
  favouriteToggle = true,
  heading: Heading = 'h3',
}: GameCardProps) {
  const { t } = useLobbyText();
  const { playGame } = useLaunch();
  const favourites = useFavourites();
  const favourite = favourites.isFavourite(game.nodeId);
  return (
    <article className="lobby-card" data-testid="game-card" data-node-id={game.nodeId}>
      <div className="lobby-card__art">
        {/* The game's initial holds the square until the icon arrives, and stays when the icon is broken. */}
        <span className="lobby-card__initial" aria-hidden="true">
          {game.gameName.slice(0, 1)}
        </span>
        {/* LazyImage hides itself while loading and removes itself when broken. */}
        <LazyImage src={game.iconUrl} alt="" className="lobby-card__icon" />
        {game.maintenance && <span className="lobby-card__badge">{t('maintenance')}</span>}
        {favouriteToggle && (
          <button
            type="button"
            className="lobby-card__favourite"
            aria-pressed={favourite}
            aria-label={t(favourite ? 'favourite_remove' : 'favourite_add', { name: game.gameName })}
            onClick={() => void favourites.toggle(game)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
            </svg>
          </button>
        )}
      </div>
      <Heading className="lobby-card__name" title={game.gameName}>
        {game.gameName}
      </Heading>
      <p className="lobby-card__vendor">{game.displayName}</p>
      <div className="lobby-card__actions">
        <Button size="sm" onClick={() => playGame(game)} aria-label={t('play_game', { name: game.gameName })}>
          {t('play')}
        </Button>
        {game.supportPlay === 0 && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => playGame(game, true)}
            aria-label={t('demo_game', { name: game.gameName })}
          >
            {t('demo')}
          </Button>
        )}
      </div>
    </article>
  );
});

/** A placeholder with the card's own boxes (art, name, vendor, a button), so nothing moves when the card comes. */
export function GameCardSkeleton() {
  return (
    <div className="lobby-card lobby-card--skeleton" aria-hidden="true">
      <Skeleton className="lobby-card__art-skeleton" height="auto" radius="md" />
      <p className="lobby-card__name">
        <Skeleton width="80%" height="calc(1em * var(--line-height-tight))" />
      </p>
      <p className="lobby-card__vendor">
        <Skeleton width="50%" height="calc(1em * var(--line-height))" />
      </p>
      <div className="lobby-card__actions">
        <Skeleton className="lobby-card__button-skeleton" radius="md" />
      </div>
    </div>
  );
}

/**
 * Cards drawn per task: a card with its buttons and favourite toggle is the richest thing on the lobby's screens, and a
 * page of them drawn at once is one long task on a mid-range phone (decision 130).
 */
export const CARDS_PER_TASK = 4;

/**
 * Cards in a responsive grid, a few more in each task (each waiting card's place held by its placeholder); `loading`
 * shows `skeletons` placeholders instead.
 */
export function GameGrid({
  games,
  loading,
  skeletons = 8,
  cardHeading,
}: {
  games: readonly Game[];
  loading?: boolean;
  skeletons?: number;
  cardHeading?: GameCardProps['heading'];
}) {
  const drawn = useDrawnCount(games.length, CARDS_PER_TASK);
  return (
    <div className="lobby-grid" aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <GameCardSkeleton key={index} />
          ))
        : games.map((game, index) =>
            index < drawn ? (
              <GameCard key={game.nodeId} game={game} heading={cardHeading} />
            ) : (
              <GameCardSkeleton key={game.nodeId} />
            ),
          )}
    </div>
  );
}

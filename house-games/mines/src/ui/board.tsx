import { MINES_TILES } from '@platform/house-engine';
import { useTexts } from '@platform/house-kit';
import type { MinesRound } from '../game/mines-game';
import type { MinesTextKey } from '../i18n/texts';

/**
 * The 5 x 5 board. Open tiles show a gem; once the round ends every mine shows, the one opened in red. A tile can
 * be opened only while the round is open.
 */
export function Board({
  round,
  canOpen,
  onOpen,
}: {
  round: MinesRound | null;
  canOpen: boolean;
  onOpen: (tile: number) => void;
}) {
  const { t } = useTexts<MinesTextKey>();
  const mines = new Set(round?.mines ?? []);
  const opened = new Set(round?.reveals ?? []);
  return (
    <fieldset class="board" aria-label={t('pickTile')} data-testid="board">
      {Array.from({ length: MINES_TILES }, (_, tile) => {
        const isMine = mines.has(tile);
        const isOpened = opened.has(tile);
        const kind = isMine ? 'mine' : isOpened ? 'gem' : round?.mines ? 'spent' : 'hidden';
        const label = isMine
          ? t('tileMine', { n: tile + 1 })
          : isOpened
            ? t('tileSafe', { n: tile + 1 })
            : t('tile', { n: tile + 1 });
        return (
          <button
            key={tile}
            type="button"
            class={`tile tile-${kind}${isOpened ? ' tile-opened' : ''}`}
            data-testid={`tile-${tile}`}
            data-kind={kind}
            aria-label={label}
            // Not `disabled`: a tile that turns over under the keyboard's focus keeps it (a disabled one drops it).
            // Only tiles that can be opened are in the Tab order, so the way to Bet is not 25 dead stops.
            aria-disabled={!canOpen || isOpened}
            tabIndex={canOpen && !isOpened ? 0 : -1}
            onClick={() => {
              if (canOpen && !isOpened) onOpen(tile);
            }}
          >
            {kind === 'gem' && <span class="gem" aria-hidden="true" />}
            {kind === 'mine' && <span class="bomb" aria-hidden="true" />}
          </button>
        );
      })}
    </fieldset>
  );
}

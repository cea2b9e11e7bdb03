import { MINES_MAX, MINES_MIN } from '@platform/house-engine';
import { useTexts } from '@platform/house-kit';
import { displayMoney, formatMoney, parseMoney } from '@platform/shared-contracts/studio';
import { isOpen, type MinesGame, type MinesState } from '../game/mines-game';
import type { MinesTextKey } from '../i18n/texts';

/** What a cash out pays now: stake x multiplier (whole-unit stakes, so exact). */
function cashValue(stake: string, multiplier: string): string {
  return formatMoney((parseMoney(stake) * parseMoney(multiplier)) / 100n);
}

/** Stake and mine count before a round; the multipliers and cash out during one. */
export function Controls({ game, state }: { game: MinesGame; state: MinesState }) {
  const { t } = useTexts<MinesTextKey>();
  const open = state.open;
  if (!open) return null;
  const round = state.round;
  const live = isOpen(round);
  const choosing = game.canChoose;
  return (
    <section class="controls">
      <p class="balance-line">
        <span class="muted">{t('balance')}</span>{' '}
        <strong data-testid="balance">{displayMoney(state.balance)}</strong>
      </p>
      {/* Keyed, so Bet's button is not reused as Cash out's: the focus goes to the board (App), not to a button
          that cannot be pressed before a tile is open. */}
      {live ? (
        <div class="live" key="live">
          <p class="multipliers">
            <span data-testid="multiplier">
              {round.multiplier ? t('multiplierNow', { multiplier: round.multiplier }) : t('pickTile')}
            </span>
            {round.nextMultiplier && (
              <span class="muted" data-testid="next-multiplier">
                {t('multiplierNext', { multiplier: round.nextMultiplier })}
              </span>
            )}
          </p>
          <button
            type="button"
            class="button button-primary cash-out"
            data-testid="cash-out"
            disabled={state.busy || round.multiplier === null}
            onClick={() => void game.cashOut()}
          >
            {t('cashOut', {
              amount: displayMoney(round.multiplier ? cashValue(round.stake, round.multiplier) : '0.00'),
            })}
          </button>
        </div>
      ) : (
        <div class="choose" key="choose">
          <label class="field">
            <span>{t('stake')}</span>
            <select
              data-testid="stake"
              value={state.betIndex}
              disabled={!choosing}
              onChange={(event) => game.setBet(Number((event.target as HTMLSelectElement).value))}
            >
              {open.betLevels.map((level, index) => (
                <option key={level} value={index}>
                  {displayMoney(level)}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>{t('mines')}</span>
            <select
              data-testid="mine-count"
              value={state.mineCount}
              disabled={!choosing}
              onChange={(event) => game.setMines(Number((event.target as HTMLSelectElement).value))}
            >
              {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => (
                <option key={i} value={i + MINES_MIN}>
                  {i + MINES_MIN}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            class="button button-primary bet"
            data-testid="bet"
            disabled={!game.canStart}
            onClick={() => void game.start()}
          >
            {t('start')}
          </button>
        </div>
      )}
      {state.notice && (
        <p class={`notice status status-${state.notice.tone}`} data-testid="notice" role="status">
          {t(state.notice.key, state.notice.values)}
        </p>
      )}
    </section>
  );
}

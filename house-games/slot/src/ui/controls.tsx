import { displayMoney } from '@platform/shared-contracts/studio';
import { useRef, useState } from 'preact/hooks';
import { AUTO_SPIN_COUNTS } from '../game/auto-spin';
import type { GameState, SlotGame } from '../game/slot-game';
import { useTexts } from '../i18n/texts-context';

/** Balance, bet level, spin (or skip while the reels turn) and auto-spin. */
export function Controls({ game, state }: { game: SlotGame; state: GameState }) {
  const { t } = useTexts();
  const [picking, setPicking] = useState(false);
  const spinButton = useRef<HTMLButtonElement>(null);
  const levels = state.open?.betLevels ?? [];
  const locked = state.busy || state.auto !== null;
  // A kept spin goes again at its own stake (slot-game.ts): the bet shown stays the one it will take.
  const betLocked = locked || state.spinKept;
  // Not `disabled`: a bet button pressed down to the lowest (or up to the highest) level keeps the keyboard's focus.
  const lowest = betLocked || state.betIndex === 0;
  const highest = betLocked || state.betIndex >= levels.length - 1;
  const spinLabel = state.auto
    ? t('autoStop', { left: state.auto.left })
    : state.busy
      ? t('skip')
      : t('spin');

  return (
    <div class="controls">
      <div class="meter">
        <span class="meter-label">{t('balance')}</span>
        <span class="meter-value" data-testid="balance">
          {displayMoney(state.balance)}
        </span>
        <span class="meter-unit">{state.open?.currency}</span>
      </div>
      <div class="meter meter-win">
        <span class="meter-label">{t('win')}</span>
        <span class="meter-value" data-testid="win">
          {state.roundWin ? displayMoney(state.roundWin) : '—'}
        </span>
      </div>
      <div class="bet">
        <button
          type="button"
          class="round-button"
          aria-label={t('lowerBet')}
          aria-disabled={lowest}
          onClick={() => {
            if (!lowest) game.setBet(state.betIndex - 1);
          }}
        >
          −
        </button>
        <div class="meter">
          <span class="meter-label">{t('bet')}</span>
          <span class="meter-value" data-testid="bet">
            {displayMoney(levels[state.betIndex] ?? '0.00')}
          </span>
        </div>
        <button
          type="button"
          class="round-button"
          aria-label={t('raiseBet')}
          aria-disabled={highest}
          onClick={() => {
            if (!highest) game.setBet(state.betIndex + 1);
          }}
        >
          +
        </button>
      </div>
      <div class="actions">
        <div class="auto">
          <button
            type="button"
            class="button auto-button"
            disabled={locked}
            aria-expanded={picking}
            onClick={() => setPicking(!picking)}
          >
            {t('auto')}
          </button>
          {picking && !locked && (
            <div class="auto-menu" role="menu" aria-label={t('autoPick')}>
              {AUTO_SPIN_COUNTS.map((count) => (
                <button
                  type="button"
                  role="menuitem"
                  key={count}
                  class="button"
                  onClick={() => {
                    setPicking(false);
                    void game.autoSpin(count);
                    // The menu goes away under the focus: it goes to Spin, which now stops the auto-spin.
                    spinButton.current?.focus();
                  }}
                >
                  {count}
                </button>
              ))}
            </div>
          )}
        </div>
        <button
          ref={spinButton}
          type="button"
          class={`spin-button${state.busy ? ' is-busy' : ''}${state.auto ? ' is-auto' : ''}`}
          onClick={() => game.press()}
          data-testid="spin"
        >
          <span>{spinLabel}</span>
        </button>
      </div>
    </div>
  );
}

import { useTexts } from '@platform/house-kit';
import type { PlinkoGame, PlinkoState, Risk } from '../game/plinko-game';
import type { PlinkoTextKey } from '../i18n/en';

export const RISK_TEXT: Record<Risk, PlinkoTextKey> = {
  low: 'riskLow',
  medium: 'riskMedium',
  high: 'riskHigh',
};
const ROWS = Array.from({ length: 9 }, (_, i) => 8 + i);

/** Rows, risk and stake pickers and the drop button. */
export function Controls({ game, state }: { game: PlinkoGame; state: PlinkoState }) {
  const { t } = useTexts<PlinkoTextKey>();
  const levels = state.open?.betLevels ?? [];
  // A kept drop goes again on its own board and stake (plinko-game.ts): the choices shown stay the ones it takes.
  const choiceLocked = state.busy || state.dropKept;
  return (
    <section class="controls">
      <label class="field">
        <span>{t('rows')}</span>
        <select
          data-testid="rows"
          value={state.rows}
          disabled={choiceLocked}
          onChange={(e) => game.choose({ rows: Number((e.target as HTMLSelectElement).value) })}
        >
          {ROWS.map((rows) => (
            <option key={rows} value={rows}>
              {rows}
            </option>
          ))}
        </select>
      </label>
      <div class="field">
        <span>{t('risk')}</span>
        <div class="segmented">
          {(['low', 'medium', 'high'] as const).map((risk) => (
            <button
              key={risk}
              type="button"
              aria-pressed={state.risk === risk}
              data-testid={`risk-${risk}`}
              class={`button${state.risk === risk ? ' button-primary' : ''}`}
              disabled={choiceLocked}
              onClick={() => game.choose({ risk })}
            >
              {t(RISK_TEXT[risk])}
            </button>
          ))}
        </div>
      </div>
      <label class="field">
        <span>{t('stake')}</span>
        <select
          data-testid="stake"
          value={state.stakeIndex}
          disabled={choiceLocked}
          onChange={(e) => game.choose({ stakeIndex: Number((e.target as HTMLSelectElement).value) })}
        >
          {levels.map((level, index) => (
            <option key={level} value={index}>
              {level}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        class="button button-primary drop-button"
        data-testid="drop"
        // Busy, not disabled: a disabled button loses the keyboard's focus to the page mid-drop.
        aria-disabled={state.busy}
        aria-busy={state.busy}
        onClick={() => void game.drop()}
      >
        {state.busy ? t('dropping') : t('drop')}
      </button>
    </section>
  );
}

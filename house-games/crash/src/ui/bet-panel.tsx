import { displayMoney } from '@platform/shared-contracts/studio';
import { useState } from 'preact/hooks';
import type { CrashGame, CrashState } from '../game/crash-game';
import { useTexts } from '../i18n/texts';

/** Stake, optional automatic cash-out, the bet button in the betting window and the big cash-out button after. */
export function BetPanel({ game, state }: { game: CrashGame; state: CrashState }) {
  const { t } = useTexts();
  const levels = state.open?.betLevels ?? [];
  const [stake, setStake] = useState(levels[0] ?? '1.00');
  const [autoOn, setAutoOn] = useState(false);
  const [auto, setAuto] = useState('2.00');
  const { round, myBet } = state;
  const mine = myBet && round && myBet.roundId === round.roundId ? myBet : null;
  const cashOutValue = game.cashOutValue();
  const shownStake = /^\d+(\.\d{1,2})?$/.test(stake.trim()) ? displayMoney(stake.trim()) : stake;
  return (
    <section class="bet-panel">
      {game.canCashOut() && mine ? (
        <button
          type="button"
          class="button cash-out"
          data-testid="cash-out"
          onClick={() => void game.cashOut()}
        >
          {t('cashOut', { amount: displayMoney(cashOutValue ?? mine.stake) })}
        </button>
      ) : (
        <form
          class="bet-form"
          onSubmit={(event) => {
            event.preventDefault();
            void game.bet(stake, autoOn ? auto : null);
          }}
        >
          <label class="field">
            <span>{t('stakeLabel')}</span>
            <input
              class="mono"
              inputMode="decimal"
              value={stake}
              data-testid="stake"
              onInput={(event) => setStake((event.target as HTMLInputElement).value)}
            />
          </label>
          <div class="quick-stakes">
            {levels.map((level) => (
              <button
                key={level}
                type="button"
                class={`chip-button${level === stake ? ' is-on' : ''}`}
                onClick={() => setStake(level)}
              >
                {displayMoney(level)}
              </button>
            ))}
          </div>
          <label class="field auto-field">
            <span>
              <input
                type="checkbox"
                checked={autoOn}
                data-testid="auto-on"
                onChange={(event) => setAutoOn((event.target as HTMLInputElement).checked)}
              />{' '}
              {t('autoLabel')}
            </span>
            <input
              class="mono"
              inputMode="decimal"
              value={autoOn ? auto : t('autoOff')}
              disabled={!autoOn}
              data-testid="auto"
              onInput={(event) => setAuto((event.target as HTMLInputElement).value)}
            />
          </label>
          <button
            type="submit"
            class="button button-primary bet-button"
            data-testid="bet"
            disabled={!game.canBet()}
          >
            {round?.phase === 'betting' ? t('placeBet', { stake: shownStake }) : t('betNextRound')}
          </button>
        </form>
      )}
      <p class={`notice notice-${state.notice?.tone ?? 'info'}`} role="status" data-testid="notice">
        {state.notice ? t(state.notice.key, state.notice.values) : ''}
      </p>
    </section>
  );
}

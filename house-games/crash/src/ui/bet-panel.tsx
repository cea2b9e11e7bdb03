import { useFocusHandover } from '@platform/house-kit';
import { displayMoney } from '@platform/shared-contracts/studio';
import { useRef, useState } from 'preact/hooks';
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
  // A bet whose answer was lost is sent again as it was: the form shows it, locked, until it is answered.
  const kept = game.keptBet();
  const stakeText = kept?.stake ?? stake;
  const autoChecked = kept ? kept.autoCashOut !== null : autoOn;
  const autoText = kept ? (kept.autoCashOut ?? '') : auto;
  const cashingOut = mine !== null && game.canCashOut();
  const panel = useRef<HTMLElement>(null);
  // Bet gives way to Cash out when the round starts, and comes back after it: the keyboard goes along.
  useFocusHandover(panel, cashingOut, () =>
    panel.current?.querySelector<HTMLElement>(
      cashingOut ? '[data-testid="cash-out"]' : '[data-testid="bet"]',
    ),
  );
  const shownStake = /^\d+(\.\d{1,2})?$/.test(stakeText.trim()) ? displayMoney(stakeText.trim()) : stakeText;
  return (
    <section ref={panel} class="bet-panel">
      {cashingOut && mine ? (
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
            if (game.canBet()) void game.bet(stake, autoOn ? auto : null);
          }}
        >
          <label class="field">
            <span>{t('stakeLabel')}</span>
            <input
              class="mono"
              inputMode="decimal"
              value={stakeText}
              disabled={kept !== null}
              data-testid="stake"
              onInput={(event) => setStake((event.target as HTMLInputElement).value)}
            />
          </label>
          <div class="quick-stakes">
            {levels.map((level) => (
              <button
                key={level}
                type="button"
                class={`chip-button${level === stakeText ? ' is-on' : ''}`}
                disabled={kept !== null}
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
                checked={autoChecked}
                disabled={kept !== null}
                data-testid="auto-on"
                onChange={(event) => setAutoOn((event.target as HTMLInputElement).checked)}
              />{' '}
              {t('autoLabel')}
            </span>
            <input
              class="mono"
              inputMode="decimal"
              value={autoChecked ? autoText : t('autoOff')}
              disabled={!autoChecked || kept !== null}
              data-testid="auto"
              onInput={(event) => setAuto((event.target as HTMLInputElement).value)}
            />
          </label>
          <button
            type="submit"
            class="button button-primary bet-button"
            data-testid="bet"
            // Not `disabled`: once the bet is placed the button keeps the keyboard's focus, which a disabled one drops.
            aria-disabled={!game.canBet()}
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

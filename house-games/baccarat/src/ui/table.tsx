import { displayMoney, formatMoney } from '@platform/shared-contracts/studio';
import { type BaccaratGame, BET_KINDS, type GameState } from '../game/baccarat-game';
import { useTexts } from '../i18n/texts';

/** The bet spots, the chip rack and the deal, clear and rebet buttons. */
export function Table({ game, state }: { game: BaccaratGame; state: GameState }) {
  const { t } = useTexts();
  // A kept deal goes again with its bets (baccarat-game.ts): the table stays as it is until then.
  const betsLocked = state.busy || state.dealKept;
  const pays = new Map(state.rules?.bets.map((bet) => [bet.kind, bet.pays]));
  const won = (kind: (typeof BET_KINDS)[number]) =>
    !state.busy && state.hand?.bets.some((bet) => bet.kind === kind && Number(bet.win) > 0);
  return (
    <section class="table">
      <div class="spots">
        {BET_KINDS.map((kind) => {
          const stake = state.bets[kind];
          return (
            <button
              type="button"
              key={kind}
              class={`spot spot-${kind}${won(kind) ? ' spot-won' : ''}`}
              data-testid={`spot-${kind}`}
              disabled={betsLocked}
              onClick={() => game.place(kind)}
            >
              <span class="spot-name">{t(kind)}</span>
              <span class="spot-pays muted">{pays.get(kind)}</span>
              {stake ? (
                <span class="spot-chip" data-testid={`stake-${kind}`}>
                  {displayMoney(formatMoney(stake))}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div class="rack" title={t('chips')}>
        {state.open?.betLevels.map((level, index) => (
          <button
            type="button"
            key={level}
            aria-pressed={index === state.chipIndex}
            class={`chip${index === state.chipIndex ? ' chip-on' : ''}`}
            data-testid={`chip-${index}`}
            onClick={() => game.chooseChip(index)}
          >
            {displayMoney(level).replace(/\.00$/, '')}
          </button>
        ))}
      </div>
      <div class="actions">
        <button
          type="button"
          class="button"
          disabled={betsLocked}
          onClick={() => game.clear()}
          data-testid="clear"
        >
          {t('clear')}
        </button>
        <button
          type="button"
          class="button"
          disabled={betsLocked}
          onClick={() => game.rebet()}
          data-testid="rebet"
        >
          {t('rebet')}
        </button>
        <button
          type="button"
          class="button button-primary deal"
          // Busy, not disabled: a disabled button loses the keyboard's focus to the page mid-hand.
          aria-disabled={state.busy}
          aria-busy={state.busy}
          onClick={() => void game.deal()}
          data-testid="deal"
        >
          {t('deal')}
        </button>
      </div>
      <p class="muted total-stake" data-testid="total-stake">
        {t('totalStake', { amount: displayMoney(game.totalStake) })}
      </p>
    </section>
  );
}

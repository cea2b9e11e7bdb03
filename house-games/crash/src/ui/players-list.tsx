import { type CrashPublicBet, displayMoney } from '@platform/shared-contracts/studio';
import { useTexts } from '../i18n/texts';

/** Everyone's bets in this round and who cashed out where. */
export function PlayersList({ bets, myBetId }: { bets: CrashPublicBet[]; myBetId: string | null }) {
  const { t } = useTexts();
  return (
    <section class="players">
      <h2>{t('players', { count: bets.length })}</h2>
      {bets.length === 0 ? (
        <p class="muted">{t('noPlayers')}</p>
      ) : (
        // The list scrolls once the round has many players: a keyboard reaches it to scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable (WCAG 2.1.1).
        <ul aria-label={t('players', { count: bets.length })} tabIndex={0} data-testid="players">
          {bets.map((bet) => (
            <li
              key={bet.betId}
              class={`${bet.cashedOutAt ? 'cashed' : ''}${bet.betId === myBetId ? ' mine' : ''}`}
              data-testid="player"
            >
              <span class="player">{bet.player}</span>
              <span class="mono">{displayMoney(bet.stake)}</span>
              <span class="mono out">{bet.cashedOutAt ? `${bet.cashedOutAt}×` : ''}</span>
              <span class="mono win">{bet.win ? `+${displayMoney(bet.win)}` : ''}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

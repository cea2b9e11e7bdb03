import { HistoryPanel } from '@platform/house-kit';
import { displayMoney } from '@platform/shared-contracts/studio';
import type { CrashGame } from '../game/crash-game';
import { type TextKey, useTexts } from '../i18n/texts';

type Entry = Awaited<ReturnType<CrashGame['myBets']>>[number];

const STATUS: Record<Entry['bet']['status'], TextKey> = {
  open: 'statusOpen',
  cashed_out: 'statusCashedOut',
  lost: 'statusLost',
  refunded: 'statusRefunded',
};

function BetRow({ entry }: { entry: Entry }) {
  const { t, language } = useTexts();
  const { bet, round } = entry;
  return (
    <>
      <header>
        <span>{t('roundNumber', { number: round.roundNumber })}</span>
        <time dateTime={new Date(bet.placedAt).toISOString()}>
          {new Date(bet.placedAt).toLocaleString(language === 'EN' ? 'en' : undefined)}
        </time>
      </header>
      <dl class="round-money">
        <dt>{t('stake')}</dt>
        <dd>{displayMoney(bet.stake)}</dd>
        <dt>{t('win')}</dt>
        <dd class={bet.win && Number(bet.win) > 0 ? 'won' : ''}>{bet.win ? displayMoney(bet.win) : '—'}</dd>
        <dt>{t('crashPoint')}</dt>
        <dd>{round.crashPoint ? `${round.crashPoint}×` : '—'}</dd>
      </dl>
      <p class="muted">
        {t(STATUS[bet.status], { multiplier: bet.cashedOutAt ?? '' })}
        {bet.autoCashOut ? ` · ${t('auto', { multiplier: bet.autoCashOut })}` : ''}
      </p>
      {round.seed && <footer class="mono muted">{round.seed}</footer>}
    </>
  );
}

/** Game recall: the player's last bets with their rounds. */
export function MyBetsPanel({ game, onClose }: { game: CrashGame; onClose: () => void }) {
  const { t } = useTexts();
  return (
    <HistoryPanel
      title={t('menuMyBets')}
      load={() => game.myBets()}
      keyOf={(entry) => entry.bet.betId}
      renderRound={(entry) => <BetRow entry={entry} />}
      onClose={onClose}
    />
  );
}

import { displayMoney } from '@platform/shared-contracts/studio';
import { useEffect, useState } from 'preact/hooks';
import type { SlotGame } from '../game/slot-game';
import { verifyLink } from '../game/verify-link';
import { useTexts } from '../i18n/texts-context';
import type { SlotRound } from '../studio/shapes';
import { errorCode } from '../studio/studio-client';
import { Sheet } from './sheet';
import { symbolName } from './symbol-art';

function RoundCard({ round }: { round: SlotRound }) {
  const { t, language } = useTexts();
  return (
    <li class="round" data-testid="history-round">
      <header>
        <span class="mono">
          {t('round')} {round.roundId.slice(0, 12)}
        </span>
        <time dateTime={round.time}>
          {new Date(round.time).toLocaleString(language === 'EN' ? 'en' : undefined)}
        </time>
      </header>
      <dl class="round-money">
        <dt>{t('stake')}</dt>
        <dd>{displayMoney(round.stake)}</dd>
        <dt>{t('win')}</dt>
        <dd class={Number(round.totalWin) > 0 ? 'won' : ''}>{displayMoney(round.totalWin)}</dd>
        {round.jackpotWin && (
          <>
            <dt>{t('jackpotWin')}</dt>
            <dd class="won" data-testid="history-jackpot">
              {displayMoney(round.jackpotWin)}
            </dd>
          </>
        )}
        <dt>{t('balanceBefore')}</dt>
        <dd>{displayMoney(round.balanceBefore)}</dd>
        <dt>{t('balanceAfter')}</dt>
        <dd>{displayMoney(round.balanceAfter)}</dd>
      </dl>
      <ol class="steps">
        {round.steps.map((step, index) => (
          <li key={index}>
            <strong>{step.kind === 'free' ? t('freeStep') : t('step')}</strong>{' '}
            <span class="muted">
              {t('stops')}: <span class="mono">{step.stops.join(' · ')}</span>
            </span>
            {step.wins.length === 0 && Number(step.scatterWin) === 0 && step.freeSpinsAwarded === 0 ? (
              <div class="muted">{t('noWin')}</div>
            ) : (
              <ul class="step-wins">
                {step.wins.map((win) => (
                  <li key={win.line}>
                    {t('lineWin', {
                      line: win.line,
                      count: win.count,
                      symbol: symbolName(win.symbol, t),
                      amount: displayMoney(win.amount),
                    })}
                  </li>
                ))}
                {Number(step.scatterWin) > 0 && (
                  <li>{t('scatterWin', { amount: displayMoney(step.scatterWin) })}</li>
                )}
                {step.freeSpinsAwarded > 0 && <li>{t('freeSpinsWon', { count: step.freeSpinsAwarded })}</li>}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <footer class="muted mono">
        nonce {round.nonce} · {round.clientSeed} ·{' '}
        {round.serverSeed ? (
          <a
            target="_blank"
            rel="noopener"
            href={verifyLink({
              serverSeed: round.serverSeed,
              serverSeedHash: round.serverSeedHash,
              clientSeed: round.clientSeed,
              nonce: round.nonce,
              stake: round.stake,
              lang: language,
            })}
          >
            {t('verifyRound')}
          </a>
        ) : (
          <span>
            {t('serverSeed')}: {t('hidden')}
          </span>
        )}
      </footer>
    </li>
  );
}

/** Game recall: the last 10 rounds with every step, as the studio keeps them. */
export function HistoryPanel({ game, onClose }: { game: SlotGame; onClose: () => void }) {
  const { t } = useTexts();
  const [rounds, setRounds] = useState<SlotRound[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    game.recall().then(setRounds, (error) => setFailed(errorCode(error)));
  }, [game]);
  return (
    <Sheet title={t('historyTitle')} onClose={onClose}>
      {failed && <p class="status status-warn">{`${t('loadFailed')} (${failed})`}</p>}
      {!rounds && !failed && <p class="muted">{t('loading')}</p>}
      {rounds && rounds.length === 0 && <p class="muted">{t('historyEmpty')}</p>}
      {rounds && rounds.length > 0 && (
        <ol class="history">
          {rounds.map((round) => (
            <RoundCard key={round.roundId} round={round} />
          ))}
        </ol>
      )}
    </Sheet>
  );
}

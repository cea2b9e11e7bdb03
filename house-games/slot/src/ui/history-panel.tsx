import { HistoryPanel as KitHistoryPanel, RoundCard } from '@platform/house-kit';
import { displayMoney } from '@platform/shared-contracts/studio';
import type { SlotGame } from '../game/slot-game';
import { verifyLink } from '../game/verify-link';
import { useTexts } from '../i18n/texts-context';
import type { SlotRound } from '../studio/shapes';
import { symbolName } from './symbol-art';

/** One recalled spin's steps: reel stops and what each paid. */
function SlotSteps({ round }: { round: SlotRound }) {
  const { t } = useTexts();
  return (
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
  );
}

/** Game recall: the last 10 rounds with every step, as the studio keeps them. */
export function HistoryPanel({ game, onClose }: { game: SlotGame; onClose: () => void }) {
  const { language } = useTexts();
  return (
    <KitHistoryPanel
      load={() => game.recall()}
      keyOf={(round) => round.roundId}
      onClose={onClose}
      renderRound={(round) => (
        <RoundCard
          round={{ ...round, payout: round.totalWin }}
          verifyHref={(serverSeed) =>
            verifyLink({
              serverSeed,
              serverSeedHash: round.serverSeedHash,
              clientSeed: round.clientSeed,
              nonce: round.nonce,
              stake: round.stake,
              lang: language,
            })
          }
        >
          <SlotSteps round={round} />
        </RoundCard>
      )}
    />
  );
}

import type { CrashHistoryRound } from '@platform/shared-contracts/studio';
import { useTexts } from '../i18n/texts';

/** The last crash points, newest first: low ones red, high ones green. */
export function HistoryStrip({ history }: { history: CrashHistoryRound[] }) {
  const { t } = useTexts();
  return (
    // The strip scrolls sideways once the crashes outgrow a phone's width: a keyboard reaches it to scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable (WCAG 2.1.1).
    <ol class="history-strip" aria-label={t('recentCrashes')} tabIndex={0} data-testid="history-strip">
      {history.map((round) => {
        const value = Number(round.crashPoint);
        const tone = value >= 10 ? 'high' : value >= 2 ? 'mid' : 'low';
        return (
          <li
            key={round.roundId}
            class={`chip chip-${tone}`}
            title={t('roundNumber', { number: round.roundNumber })}
          >
            {round.crashPoint}×
          </li>
        );
      })}
    </ol>
  );
}

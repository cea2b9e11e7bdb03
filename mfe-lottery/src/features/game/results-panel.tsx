import type { PrizeMode } from '@platform/shared-contracts/client';
import { VisuallyHidden } from '@platform/shared-ui';
import { useState } from 'react';
import { useLotteryText } from '../../i18n/lottery-i18n';
import { trendShape } from '../../lib/trends';
import { ResultsHistory } from './results-history';
import { TrendChart } from './trend-chart';

/** The results tab: the list of draws, and for games with few values per position their trend chart. */
export function ResultsPanel({ gameCode, prizeMode }: { gameCode: string; prizeMode: PrizeMode }) {
  const { t } = useLotteryText();
  const shape = trendShape(gameCode);
  const [view, setView] = useState<'list' | 'trend'>('list');
  if (!shape) return <ResultsHistory gameCode={gameCode} prizeMode={prizeMode} />;
  return (
    <div className="lottery-results">
      <fieldset className="lottery-results__views">
        <VisuallyHidden as="legend">{t('tab.results')}</VisuallyHidden>
        {(['list', 'trend'] as const).map((id) => (
          <button
            key={id}
            type="button"
            className="lottery-chip"
            aria-pressed={view === id}
            onClick={() => setView(id)}
          >
            {t(`results.view_${id}`)}
          </button>
        ))}
      </fieldset>
      {view === 'list' ? (
        <ResultsHistory gameCode={gameCode} prizeMode={prizeMode} />
      ) : (
        <TrendChart gameCode={gameCode} prizeMode={prizeMode} shape={shape} />
      )}
    </div>
  );
}

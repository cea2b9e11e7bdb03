import type { PrizeMode } from '@platform/shared-contracts/client';
import { openedNumeroCall } from '@platform/shared-contracts/lottery-calls';
import { Empty, Skeleton, VisuallyHidden } from '@platform/shared-ui';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { textKey, useLotteryText } from '../../i18n/lottery-i18n';
import { usePollingInterval } from '../../lib/queries';
import { type Trend, trendOf } from '../../lib/trends';
import { useCall } from '../../lib/use-call';

/** Draws the chart reads: enough to see runs, few enough for a phone to scroll. */
export const TREND_DRAWS = '30';

/**
 * The per-position trend (走势图, decision 078): a row per draw, oldest first, the drawn value as a ball and every other
 * column its missing count; a line joins the balls down the draws; totals below.
 */
export function TrendChart({
  gameCode,
  prizeMode,
  shape,
}: {
  gameCode: string;
  prizeMode: PrizeMode;
  shape: { positions: number; values: number[] };
}) {
  const { t } = useLotteryText();
  const [position, setPosition] = useState(0);
  const results = useCall(
    openedNumeroCall,
    { gameCode, prizeMode, pageNo: '1', pageSize: TREND_DRAWS },
    { refetchInterval: usePollingInterval(), keepPrevious: true },
  );
  if (results.isPending) return <Skeleton height={40} lines={6} />;
  const trend = trendOf(shape.values, results.data?.content ?? [], position);
  return (
    <div className="lottery-trend-panel">
      <fieldset className="lottery-trend__positions">
        <VisuallyHidden as="legend">{t('option.position')}</VisuallyHidden>
        {Array.from({ length: shape.positions }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed by the game's format
            key={i}
            type="button"
            className="lottery-chip"
            aria-pressed={i === position}
            onClick={() => setPosition(i)}
          >
            {t(textKey('position', String(i)))}
          </button>
        ))}
      </fieldset>
      {trend.rows.length === 0 ? <Empty title={t('no_result')} /> : <TrendTable trend={trend} />}
    </div>
  );
}

function TrendTable({ trend }: { trend: Trend }) {
  const { t } = useLotteryText();
  const columns = trend.values.length;
  const style = { '--trend-rows': trend.rows.length } as CSSProperties;
  const points = trend.rows.map((row, r) => `${trend.values.indexOf(row.value) + 0.5},${r + 0.5}`).join(' ');
  const summary: [string, number[]][] = [
    [t('trend.hits'), trend.hits],
    [t('trend.max_missing'), trend.maxMissing],
    [t('trend.current_missing'), trend.currentMissing],
  ];
  return (
    <div className="lottery-trend" data-testid="trend-chart" style={style}>
      <svg
        className="lottery-trend__line"
        viewBox={`0 0 ${columns} ${trend.rows.length}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <polyline points={points} vectorEffect="non-scaling-stroke" />
      </svg>
      <table className="lottery-trend__table">
        <VisuallyHidden as="caption">{t('trend.title')}</VisuallyHidden>
        <colgroup>
          <col className="lottery-trend__issue-col" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('col.issue')}</th>
            {trend.values.map((value) => (
              <th key={value} scope="col">
                {value}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trend.rows.map((row) => (
            <tr key={row.issueNumber}>
              <th scope="row" title={row.issueNumber}>
                {row.issueNumber.slice(-4)}
              </th>
              {row.missing.map((missing, c) => (
                <td key={trend.values[c]}>
                  {missing === 0 ? <b className="lottery-trend__hit">{row.value}</b> : missing}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {summary.map(([label, counts]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {counts.map((count, c) => (
                <td key={trend.values[c]}>{count}</td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}

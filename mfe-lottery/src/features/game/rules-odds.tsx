import { type BetType, betTypeRtp } from '@platform/lottery-engine';
import { useMemo } from 'react';
import { useLotteryText } from '../../i18n/lottery-i18n';

/**
 * Each bet type's rule, odds and RTP, worked out in the browser by the engine from its default odds (the figures of
 * the rules screen; decision 072). Odds are "returned per unit, stake included".
 */
export function RulesOdds({ betTypes }: { betTypes: readonly BetType<unknown>[] }) {
  const { t } = useLotteryText();
  const rows = useMemo(
    () => betTypes.map((betType) => ({ betType, rtp: betTypeRtp(betType) })),
    [betTypes],
  );
  return (
    <table className="lottery-table" data-testid="rules-odds">
      <thead>
        <tr>
          <th scope="col">{t('col.bet')}</th>
          <th scope="col">{t('col.odds')}</th>
          <th scope="col">{t('col.rtp')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ betType, rtp }) => (
          <tr key={betType.id}>
            <th scope="row">
              {t(`bet.${betType.id}`)}
              <p className="lottery-muted lottery-rule">{t(`rule.${betType.id}`)}</p>
            </th>
            <td>{oddsText(betType)}</td>
            <td data-testid={`rtp-${betType.id}`}>
              {rtp.min.percent === rtp.max.percent ? `${rtp.min.percent}%` : `${rtp.min.percent}–${rtp.max.percent}%`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "1.95" for one price, "1.95–9.50" when the bet type has several. */
export function oddsText(betType: BetType<unknown>): string {
  const prices = Object.values(betType.defaultOdds).map((hundredths) => hundredths / 100);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const show = (value: number) => value.toFixed(2);
  return low === high ? show(low) : `${show(low)}–${show(high)}`;
}

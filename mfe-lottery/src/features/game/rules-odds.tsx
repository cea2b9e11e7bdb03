import type { BetType } from '@platform/lottery-engine';
import { textKey, useLotteryText } from '../../i18n/lottery-i18n';
import { rtpText } from '../../lib/rtp-table';

/**
 * Each bet type's rule, odds and RTP at the engine's default odds (decision 072). Odds are what one unit returns,
 * stake included.
 */
export function RulesOdds({ betTypes }: { betTypes: readonly BetType<unknown>[] }) {
  const { t } = useLotteryText();
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
        {betTypes.map((betType) => (
          <tr key={betType.id}>
            <th scope="row">
              {t(textKey('bet', betType.id))}
              <p className="lottery-muted lottery-rule">{t(textKey('rule', betType.id))}</p>
            </th>
            <td>{oddsText(betType)}</td>
            <td data-testid={`rtp-${betType.id}`}>{rtpText(betType.id)}</td>
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

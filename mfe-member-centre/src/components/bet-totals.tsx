import { useCurrencySymbol } from '../app/remote-context';
import { type MemberKey, useMemberText } from '../i18n/member-i18n';
import { Amount } from './amount';

export interface BetFigures {
  stake: string;
  win: string;
  turnover: string;
  profit: string;
  count: number;
}

/** Which figures a page shows, in order; profit is always last and coloured (a win green, a loss red). */
type Figure = 'count' | 'stake' | 'turnover' | 'win';

const FIGURE_KEYS: Record<Figure | 'profit', MemberKey> = {
  count: 'bets_count',
  stake: 'bets_stake',
  turnover: 'bets_turnover',
  win: 'bets_win',
  profit: 'bets_profit',
};

/** The totals of the filtered bets: one line of figures above the list. */
export function BetTotals({ totals, figures }: { totals: BetFigures; figures: readonly Figure[] }) {
  const { t } = useMemberText();
  const symbol = useCurrencySymbol();
  return (
    <section className="mc-card mc-bet-totals" aria-label={t('bets_totals')} data-testid="bet-totals">
      <dl className="mc-bet-totals__list">
        {figures.map((figure) => (
          <div key={figure} className="mc-bet-totals__item" data-figure={figure}>
            <dt>{t(FIGURE_KEYS[figure])}</dt>
            <dd>
              {figure === 'count' ? (
                <span className="mc-amount">{totals.count.toLocaleString('en-US')}</span>
              ) : (
                <Amount value={totals[figure]} symbol={symbol} />
              )}
            </dd>
          </div>
        ))}
        <div className="mc-bet-totals__item mc-bet-totals__item--profit" data-figure="profit">
          <dt>{t(FIGURE_KEYS.profit)}</dt>
          <dd>
            <Amount value={totals.profit} symbol={symbol} signed />
          </dd>
        </div>
      </dl>
    </section>
  );
}

import type { ProfitRow } from '@platform/shared-contracts/client';
import { Empty, Icon } from '@platform/shared-ui';
import { useCurrencySymbol } from '../../app/remote-context';
import { Amount } from '../../components/amount';
import { BetFilterBar, categoryName } from '../../components/bet-filters/bet-filter-bar';
import { BetListLoading } from '../../components/bet-list-loading';
import { BetTotals } from '../../components/bet-totals';
import { CallFailed } from '../../components/load-states';
import { useMemberText } from '../../i18n/member-i18n';
import { usePersonalProfit } from './use-personal-profit';

/** personalProfit: what the member staked, won and turned over per category, and the profit (spec section 2). */
export function PersonalProfitPage() {
  const { t } = useMemberText();
  const { bets, profit } = usePersonalProfit();
  return (
    <div className="mc-stack mc-bets-page">
      <BetFilterBar bets={bets} />
      {profit.status === 'ready' && profit.data.totals.count > 0 && (
        <BetTotals totals={profit.data.totals} figures={['stake', 'turnover', 'win']} />
      )}
      <section className="mc-card" aria-label={t('profit_list')} aria-busy={profit.status === 'loading'}>
        {profit.status === 'loading' && <BetListLoading rows={3} />}
        {profit.status === 'failed' && <CallFailed error={profit.error} onRetry={profit.reload} />}
        {profit.status === 'ready' && profit.data.rows.length === 0 && (
          <Empty
            icon={<Icon name="list-clock" size={32} />}
            title={t('bets_empty')}
            description={t('bets_empty_hint')}
          />
        )}
        {profit.status === 'ready' && profit.data.rows.length > 0 && (
          <ul className="mc-profits" data-testid="profit-list">
            {profit.data.rows.map((row) => (
              <CategoryRow key={row.category} row={row} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CategoryRow({ row }: { row: ProfitRow }) {
  const { t } = useMemberText();
  const symbol = useCurrencySymbol();
  return (
    <li className="mc-profit" data-testid="profit-row" data-category={row.category}>
      <div className="mc-profit__head">
        <span className="mc-profit__name">
          {categoryName(t, row.category)}
          <span className="mc-profit__count">{t('profit_rounds', { n: row.count })}</span>
        </span>
        <Amount className="mc-profit__amount" value={row.profit} symbol={symbol} signed />
      </div>
      <dl className="mc-profit__figures">
        <div>
          <dt>{t('bets_stake')}</dt>
          <dd>
            <Amount value={row.stake} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>{t('bets_turnover')}</dt>
          <dd>
            <Amount value={row.turnover} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>{t('bets_win')}</dt>
          <dd>
            <Amount value={row.win} symbol={symbol} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

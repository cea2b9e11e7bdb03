import { Button, Empty, Icon } from '@platform/shared-ui';
import { BetFilterBar } from '../../components/bet-filters/bet-filter-bar';
import { BetListLoading } from '../../components/bet-list-loading';
import { BetTotals } from '../../components/bet-totals';
import { FormAlert } from '../../components/form-alert';
import { CallFailed } from '../../components/load-states';
import { errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { BetRoundRow } from './bet-round-row';
import { useBettingRecord } from './use-betting-record';

/** personalHistoryCopy (betting record): every round the member played, newest first, with totals (spec section 2). */
export function BettingRecordPage() {
  const { t } = useMemberText();
  const { bets, rounds, totals } = useBettingRecord();
  const ready = rounds.status === 'ready';
  return (
    <div className="mc-stack mc-bets-page">
      <BetFilterBar bets={bets} />
      {ready && totals && totals.count > 0 && (
        <BetTotals totals={totals} figures={['count', 'stake', 'win']} />
      )}
      <section className="mc-card" aria-label={t('bets_list')} aria-busy={rounds.status === 'loading'}>
        {rounds.status === 'loading' && <BetListLoading />}
        {rounds.status === 'failed' && <CallFailed error={rounds.error} onRetry={rounds.reload} />}
        {ready && rounds.items.length === 0 && (
          <Empty
            icon={<Icon name="receipt" size={32} />}
            title={t('bets_empty')}
            description={t('bets_empty_hint')}
          />
        )}
        {ready && rounds.items.length > 0 && (
          <>
            <ul className="mc-bets" data-testid="bet-list">
              {rounds.items.map((round) => (
                <BetRoundRow key={`${round.vendor}:${round.roundId}`} round={round} />
              ))}
            </ul>
            {rounds.error != null && <FormAlert message={errorMessage(t, rounds.error)} />}
            {rounds.hasMore ? (
              <Button variant="secondary" block loading={rounds.loadingMore} onClick={rounds.loadMore}>
                {t('load_more')}
              </Button>
            ) : (
              <p className="mc-end">{t('history_end')}</p>
            )}
          </>
        )}
      </section>
    </div>
  );
}

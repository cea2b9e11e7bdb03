import type { TransactionRecord } from '@platform/shared-contracts/client';
import { Button, Empty, Field, Icon, Select, TextInput } from '@platform/shared-ui';
import { useId } from 'react';
import { useCurrencySymbol } from '../../app/remote-context';
import { Amount, moneyText } from '../../components/amount';
import { FormAlert } from '../../components/form-alert';
import { CallFailed, PageLoading } from '../../components/load-states';
import { errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { formatTimestamp } from '../../lib/format-time';
import { HISTORY_TYPE_KEYS, HISTORY_TYPES, type HistoryType, kindLabel, shownAmount } from './history-rules';
import { useTransactionHistory } from './use-transaction-history';

/** transactionHistory (account record): every money step of the member, newest first (spec section 2). */
export function TransactionHistoryPage() {
  const { t } = useMemberText();
  const id = useId();
  const { filters, rangeProblem, change, records } = useTransactionHistory();
  return (
    <div className="mc-stack">
      <div className="mc-card mc-filters" data-testid="history-filters">
        <Field label={t('history_type')} htmlFor={`${id}-type`}>
          <Select
            value={filters.type}
            onChange={(event) => change({ type: event.target.value as HistoryType })}
            options={HISTORY_TYPES.map((type) => ({ value: type, label: t(HISTORY_TYPE_KEYS[type]) }))}
          />
        </Field>
        <Field
          label={t('history_from')}
          htmlFor={`${id}-from`}
          error={rangeProblem ? t(rangeProblem) : undefined}
        >
          <TextInput
            type="date"
            value={filters.startDate}
            max={filters.endDate || undefined}
            onChange={(event) => change({ startDate: event.target.value })}
          />
        </Field>
        <Field label={t('history_to')} htmlFor={`${id}-to`}>
          <TextInput
            type="date"
            value={filters.endDate}
            min={filters.startDate || undefined}
            onChange={(event) => change({ endDate: event.target.value })}
          />
        </Field>
      </div>
      <section className="mc-card" aria-label={t('history_list')} aria-busy={records.status === 'loading'}>
        {records.status === 'loading' && <PageLoading />}
        {records.status === 'failed' && <CallFailed error={records.error} onRetry={records.reload} />}
        {records.status === 'ready' && records.items.length === 0 && (
          <Empty icon={<Icon name="list-clock" size={32} />} title={t('history_empty')} />
        )}
        {records.status === 'ready' && records.items.length > 0 && (
          <>
            <ul className="mc-records" data-testid="history-list">
              {records.items.map((record) => (
                <HistoryRow key={record.id} record={record} />
              ))}
            </ul>
            {records.error != null && <FormAlert message={errorMessage(t, records.error)} />}
            {records.hasMore ? (
              <Button variant="secondary" block loading={records.loadingMore} onClick={records.loadMore}>
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

function HistoryRow({ record }: { record: TransactionRecord }) {
  const { t } = useMemberText();
  const symbol = useCurrencySymbol();
  const label = kindLabel(record);
  const amount = shownAmount(record);
  return (
    <li className="mc-record mc-record--history" data-testid="history-row" data-kind={record.kind}>
      <div className="mc-record__head">
        <span className="mc-record__kind">{t(label.key, label.values)}</span>
        <Amount className="mc-record__amount" value={amount.value} symbol={symbol} signed={amount.signed} />
      </div>
      <div className="mc-record__head mc-record__head--sub">
        <span className="mc-record__time">{formatTimestamp(record.createdAt)}</span>
        <span className="mc-record__meta">
          {record.balanceAfter === null
            ? '\u00a0'
            : t('history_balance_after', { amount: moneyText(record.balanceAfter, symbol) })}
        </span>
      </div>
      {record.game && (
        <div className="mc-record__head mc-record__head--sub">
          <span className="mc-record__meta" data-testid="history-round">
            {t('history_round', { round: record.game.roundId })}
          </span>
        </div>
      )}
    </li>
  );
}

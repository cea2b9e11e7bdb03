import { displayMoney } from '@platform/shared-contracts/client';
import { operatorDepositsCall } from '@platform/shared-contracts/operator';
import { DEPOSIT_STATUSES, type DepositStatus } from '@platform/shared-contracts/payment-calls';
import { Empty, Field, Pager, Select, Skeleton } from '@platform/shared-ui';
import { useState } from 'react';
import { useText } from '../../i18n/console-i18n';
import { ErrorMessage } from '../../lib/error-message';
import { formatTime } from '../../lib/format';
import { TableScroll } from '../../lib/table-scroll';
import { useCallQuery } from '../../lib/use-call';

/** Deposit orders by status: who, how much, through which channel, and the provider's reference. */
export function DepositsScreen() {
  const { t, language } = useText();
  const [status, setStatus] = useState<DepositStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useCallQuery(
    operatorDepositsCall,
    { ...(status ? { status } : {}), pageNo: String(page) },
    { keepPrevious: true },
  );
  return (
    <div className="ops-screen">
      <h1>{t('screen_deposits')}</h1>
      <div className="ops-filters">
        <Field label={t('status')} htmlFor="deposit-status">
          <Select
            id="deposit-status"
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value as DepositStatus | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('all') },
              ...DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`deposit_status_${s}`) })),
            ]}
          />
        </Field>
      </div>
      {list.isPending && <Skeleton height={160} />}
      <ErrorMessage error={list.error} />
      {list.data && list.data.content.length === 0 && <Empty title={t('nothing_here')} />}
      {list.data && list.data.content.length > 0 && (
        <TableScroll label={t('screen_deposits')}>
          <table className="ops-table">
            <thead>
              <tr>
                <th>{t('order')}</th>
                <th>{t('member')}</th>
                <th>{t('amount')}</th>
                <th>{t('channel')}</th>
                <th>{t('status')}</th>
                <th>{t('provider_reference')}</th>
                <th>{t('created')}</th>
                <th>{t('credited')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.content.map((d) => (
                <tr key={d.orderId} data-testid={`deposit-${d.orderId}`}>
                  <td className="ops-mono">{d.orderId}</td>
                  <td>
                    {d.memberAccount} · {d.merchantCode}
                  </td>
                  <td>
                    {displayMoney(d.amount)} {d.currency}
                  </td>
                  <td>{d.channelId}</td>
                  <td>{t(`deposit_status_${d.status}`)}</td>
                  <td className="ops-mono">{d.providerRef ?? '—'}</td>
                  <td>{formatTime(d.createdAt, language)}</td>
                  <td>{formatTime(d.creditedAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {list.data && <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} t={t} />}
    </div>
  );
}

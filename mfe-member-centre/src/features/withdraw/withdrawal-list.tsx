import type { withdrawalRecordsCall } from '@platform/shared-contracts/payment-calls';
import { Button, Empty, Icon } from '@platform/shared-ui';
import type { PagedCall } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { CallFailed, PageLoading } from '../../components/load-states';
import { errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { WithdrawalItem } from './withdrawal-item';

/** The member's withdrawal requests, newest first, a page at a time. */
export function WithdrawalList({ records }: { records: PagedCall<typeof withdrawalRecordsCall> }) {
  const { t } = useMemberText();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="mc-card" aria-labelledby="mc-withdrawals-title" data-testid="withdrawal-list">
      <h4 className="mc-card__title" id="mc-withdrawals-title">
        {t('withdraw_records')}
      </h4>
      <FormAlert message={notice} />
      {records.status === 'loading' && <PageLoading lines={3} />}
      {records.status === 'failed' && <CallFailed error={records.error} onRetry={records.reload} />}
      {records.status === 'ready' && records.items.length === 0 && (
        <Empty icon={<Icon name="withdraw" size={32} />} title={t('withdraw_records_empty')} />
      )}
      {records.status === 'ready' && records.items.length > 0 && (
        <>
          <ul className="mc-records">
            {records.items.map((withdrawal) => (
              <WithdrawalItem
                key={withdrawal.id}
                withdrawal={withdrawal}
                onConfirmed={(next) => {
                  setNotice(null);
                  records.replaceItem((item) => item.id === next.id, next);
                }}
                onStale={(message) => {
                  setNotice(message);
                  records.reload();
                }}
              />
            ))}
          </ul>
          {records.error != null && <FormAlert message={errorMessage(t, records.error)} />}
          {records.hasMore && (
            <Button variant="secondary" block loading={records.loadingMore} onClick={records.loadMore}>
              {t('load_more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

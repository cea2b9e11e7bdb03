import { errorMessageKey } from '@platform/shared-contracts/client';
import { lotteryChasesCall, lotteryStopChaseCall } from '@platform/shared-contracts/lottery-calls';
import { Button, Empty, Money, Skeleton } from '@platform/shared-ui';
import { useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { useLotteryText } from '../../i18n/lottery-i18n';
import { usePollingInterval } from '../../lib/queries';
import { parseMoney } from '../../lib/slip';
import { useCall } from '../../lib/use-call';

/**
 * The member's chases on this game: progress, state, what came back, and Stop while one runs. Read again when a draw
 * or settlement of the game is pushed (decision 077), on a timer only while the results stream is down.
 */
export function MyChases({ gameCode }: { gameCode: string }) {
  const { t } = useLotteryText();
  const { api, bus } = useRemote();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const chases = useCall(
    lotteryChasesCall,
    { gameCode, pageNo: '1', pageSize: '20' },
    { refetchInterval: usePollingInterval(), keepPrevious: true },
  );
  const stop = async (chaseId: string) => {
    setMessage(null);
    try {
      const answer = await api.call(lotteryStopChaseCall, { chaseId });
      setMessage({ kind: 'ok', text: t('chase.stopped', { amount: answer.refunded }) });
      bus.emit('wallet:changed', {});
      await chases.refetch();
    } catch (error) {
      setMessage({ kind: 'error', text: t(errorMessageKey(error)) });
    }
  };
  if (chases.isPending) return <Skeleton height={40} lines={2} />;
  const rows = chases.data?.content ?? [];
  return (
    <section aria-label={t('chase.list')} data-testid="my-chases">
      <h3>{t('chase.list')}</h3>
      {rows.length === 0 ? (
        <Empty title={t('chase.none')} />
      ) : (
        <table className="lottery-table lottery-table--cards">
          <thead>
            <tr>
              <th scope="col">{t('col.issue')}</th>
              <th scope="col">{t('chase.issues')}</th>
              <th scope="col">{t('col.stake')}</th>
              <th scope="col">{t('col.payout')}</th>
              <th scope="col">{t('chase.refunded')}</th>
              <th scope="col">{t('col.state')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((chase) => (
              <tr key={chase.chaseId} data-testid="my-chase">
                <td data-label={t('col.issue')}>{chase.firstIssueNumber}</td>
                <td data-label={t('chase.issues')}>
                  {t('chase.progress', { played: chase.issuesPlayed, count: chase.issueCount })}
                </td>
                <td data-label={t('col.stake')}>
                  <Money minor={parseMoney(chase.total)} />
                </td>
                <td data-label={t('col.payout')}>
                  <Money minor={parseMoney(chase.won)} />
                </td>
                <td data-label={t('chase.refunded')}>
                  <Money minor={parseMoney(chase.refunded)} />
                </td>
                <td data-label={t('col.state')}>
                  <span className={`lottery-state is-${chase.state.toLowerCase()}`}>
                    {t(`chase.state.${chase.state}`)}
                  </span>{' '}
                  {chase.state === 'RUNNING' && (
                    <Button size="sm" variant="secondary" onClick={() => stop(chase.chaseId)}>
                      {t('chase.stop')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`lottery-slip__message is-${message.kind}`}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}

import { lotteryMyBetsCall } from '@platform/shared-contracts/lottery-calls';
import { Empty, Money, Skeleton } from '@platform/shared-ui';
import { useEffect, useRef } from 'react';
import { useRemote } from '../../app/remote-context';
import { textKey, useLotteryText } from '../../i18n/lottery-i18n';
import { describeSelection } from '../../lib/describe-selection';
import { usePollingInterval } from '../../lib/queries';
import { parseMoney } from '../../lib/slip';
import { useCall } from '../../lib/use-call';

/** The member's bets on this game, newest first, with their state and what they paid. */
export function MyBets({ gameCode }: { gameCode: string }) {
  const { t } = useLotteryText();
  const bets = useCall(
    lotteryMyBetsCall,
    { gameCode, pageNo: '1', pageSize: '20' },
    { refetchInterval: usePollingInterval(), keepPrevious: true },
  );
  usePaidBetsRefreshBalance(bets.data?.content);
  if (bets.isPending) return <Skeleton height={40} lines={3} />;
  const rows = bets.data?.content ?? [];
  if (rows.length === 0) return <Empty title={t('bets.none')} />;
  return (
    <table className="lottery-table lottery-table--cards" data-testid="my-bets">
      <thead>
        <tr>
          <th scope="col">{t('col.issue')}</th>
          <th scope="col">{t('col.bet')}</th>
          <th scope="col">{t('col.stake')}</th>
          <th scope="col">{t('col.payout')}</th>
          <th scope="col">{t('col.state')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((bet) => (
          <tr key={bet.betId} data-testid="my-bet">
            <td data-label={t('col.issue')}>{bet.issueNumber}</td>
            <td data-label={t('col.bet')} className="lottery-table__wide">
              {t(textKey('bet', bet.betType))}{' '}
              <span className="lottery-muted">{describeSelection(bet.betType, bet.selection, t)}</span>
            </td>
            <td data-label={t('col.stake')}>
              <Money minor={parseMoney(bet.stake)} />
            </td>
            <td data-label={t('col.payout')}>
              <Money minor={parseMoney(bet.payout)} />
            </td>
            <td data-label={t('col.state')}>
              <span className={`lottery-state is-${bet.state.toLowerCase()}`}>
                {t(textKey('state', bet.state))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A bet that was open and now paid (won or refunded) moved money: the header's balance is asked for again. */
function usePaidBetsRefreshBalance(rows: readonly { betId: string; state: string }[] | undefined) {
  const { bus } = useRemote();
  const open = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!rows) return;
    const wasOpen = open.current;
    open.current = new Set(rows.filter((bet) => bet.state === 'PLACED').map((bet) => bet.betId));
    const paid = (state: string) => state === 'WON' || state === 'REFUNDED';
    if (wasOpen && rows.some((bet) => wasOpen.has(bet.betId) && paid(bet.state)))
      bus.emit('wallet:changed', {});
  }, [rows, bus]);
}

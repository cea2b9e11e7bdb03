import type { PrizeMode } from '@platform/shared-contracts/client';
import { openedNumeroCall } from '@platform/shared-contracts/lottery-calls';
import { Empty, Skeleton } from '@platform/shared-ui';
import { ResultNumbers } from '../../components/result-numbers';
import { useLotteryText } from '../../i18n/lottery-i18n';
import { usePollingInterval } from '../../lib/queries';
import { useCall } from '../../lib/use-call';

/** The game's last draws, newest first, each with its numbers (or why it has none). */
export function ResultsHistory({ gameCode, prizeMode }: { gameCode: string; prizeMode: PrizeMode }) {
  const { t } = useLotteryText();
  const results = useCall(
    openedNumeroCall,
    { gameCode, prizeMode, pageNo: '1', pageSize: '10' },
    { refetchInterval: usePollingInterval(), keepPrevious: true },
  );
  if (results.isPending) return <Skeleton height={40} lines={3} />;
  const rows = results.data?.content ?? [];
  if (rows.length === 0) return <Empty title={t('no_result')} />;
  return (
    <table className="lottery-table" data-testid="results-history">
      <thead>
        <tr>
          <th scope="col">{t('col.issue')}</th>
          <th scope="col">{t('numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((result) => (
          <tr key={result.issueNumber}>
            <td>{result.issueNumber}</td>
            <td>
              <ResultNumbers gameCode={gameCode} result={result} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

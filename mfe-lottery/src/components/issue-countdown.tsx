import { formatDuration } from '@platform/shared-ui';
import { useLotteryText } from '../i18n/lottery-i18n';
import { secondsUntil } from '../lib/server-clock';
import type { LotteryIssue } from '../lib/types';

/** Seconds to the issue's close on the server's clock, then "drawing" until its result comes. */
export function IssueCountdown({ issue, now }: { issue: LotteryIssue | null; now: number }) {
  const { t } = useLotteryText();
  if (!issue) return <span className="lottery-countdown">{t('no_issue')}</span>;
  const left = secondsUntil(issue.closesAt, 0, now);
  return (
    <span className="lottery-countdown" role="timer" data-testid="issue-countdown">
      {left > 0 ? t('closes_in', { time: formatDuration(left) }) : t('drawing')}
    </span>
  );
}

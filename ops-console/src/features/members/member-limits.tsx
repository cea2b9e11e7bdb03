import { displayMoney } from '@platform/shared-contracts/client';
import { operatorMemberRgCall } from '@platform/shared-contracts/operator';
import { Skeleton } from '@platform/shared-ui';
import { useText } from '../../i18n/console-i18n';
import { ErrorMessage } from '../../lib/error-message';
import { formatTime } from '../../lib/format';
import { useCallQuery } from '../../lib/use-call';

/** The member's own responsible-gaming limits, usage and exclusions (decisions 104, 105): support reads, never sets. */
export function MemberLimits({ memberId }: { memberId: string }) {
  const { t, language } = useText();
  const rg = useCallQuery(operatorMemberRgCall, { memberId });
  const d = rg.data;
  const set = d?.moneyLimits.filter((l) => l.amount !== null || l.pending !== null) ?? [];
  const amountOrNone = (amount: string | null) => (amount === null ? t('rg_none') : displayMoney(amount));
  return (
    <section className="ops-section" aria-labelledby="member-limits" data-testid="member-limits">
      <h2 id="member-limits">{t('rg_limits')}</h2>
      {rg.isPending && <Skeleton height={80} />}
      <ErrorMessage error={rg.error} />
      {d && (
        <dl className="ops-facts">
          {set.map((l) => (
            <div key={`${l.kind}-${l.period}`} style={{ display: 'contents' }}>
              <dt>
                {l.kind} · {l.period}
              </dt>
              <dd>
                {amountOrNone(l.amount)} {d.currency} · {t('rg_used')} {displayMoney(l.used)}
                {l.pending &&
                  ` · ${t('rg_pending')} ${amountOrNone(l.pending.amount)} ${formatTime(l.pending.from, language)}`}
              </dd>
            </div>
          ))}
          <dt>{t('rg_session_time')}</dt>
          <dd>
            {d.sessionTime.minutes ?? t('rg_none')} · {t('rg_used')} {d.sessionTime.usedMinutes}
          </dd>
          <dt>{t('rg_reality_check')}</dt>
          <dd>{d.realityCheck.minutes}</dd>
          <dt>{t('rg_exclusion')}</dt>
          <dd>
            {d.exclusion
              ? `${d.exclusion.kind} ${formatTime(d.exclusion.from, language)} – ${formatTime(d.exclusion.until, language)}`
              : t('rg_none')}
          </dd>
          <dt>{t('rg_marketing')}</dt>
          <dd>{d.marketingStoppedUntil ? formatTime(d.marketingStoppedUntil, language) : t('rg_none')}</dd>
        </dl>
      )}
    </section>
  );
}

import { displayMoney } from '@platform/shared-contracts/client';
import {
  lockMemberCall,
  operatorMemberCall,
  operatorMemberLedgerCall,
  operatorMemberRgCall,
  operatorMembersCall,
  unlockMemberCall,
} from '@platform/shared-contracts/operator';
import { Button, Empty, Pager, Skeleton } from '@platform/shared-ui';
import { useState } from 'react';
import { hrefOf } from '../../app/hash-route';
import { mayCall } from '../../app/screens';
import { useText } from '../../i18n/console-i18n';
import { ActionDialog } from '../../lib/action-dialog';
import { ErrorMessage } from '../../lib/error-message';
import { fieldErrors } from '../../lib/field-errors';
import { formatTime } from '../../lib/format';
import { TableScroll } from '../../lib/table-scroll';
import { useCallMutation, useCallQuery } from '../../lib/use-call';
import { useOperator } from '../../session/session-context';
import { MemberLimits } from './member-limits';

function Ledger({ memberId }: { memberId: string }) {
  const { t, language } = useText();
  const [page, setPage] = useState(1);
  const ledger = useCallQuery(
    operatorMemberLedgerCall,
    { memberId, pageNo: String(page) },
    { keepPrevious: true },
  );
  return (
    <section className="ops-section" aria-labelledby="member-ledger">
      <h2 id="member-ledger">{t('ledger_entries')}</h2>
      {ledger.isPending && <Skeleton height={120} />}
      <ErrorMessage error={ledger.error} />
      {ledger.data && ledger.data.content.length === 0 && <Empty title={t('nothing_yet')} />}
      {ledger.data && ledger.data.content.length > 0 && (
        <TableScroll label={t('ledger_entries')}>
          <table className="ops-table">
            <thead>
              <tr>
                <th>{t('when')}</th>
                <th>{t('kind')}</th>
                <th>{t('wallet')}</th>
                <th className="ops-num">{t('amount')}</th>
                <th className="ops-num">{t('balance_after')}</th>
                <th>{t('reference')}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.content.map((entry) => (
                <tr key={`${entry.at}-${entry.kind}-${entry.reference}-${entry.wallet}-${entry.amount}`}>
                  <td>{formatTime(entry.at, language)}</td>
                  <td>{entry.kind}</td>
                  <td>{entry.wallet}</td>
                  <td className={`ops-num ${entry.amount.startsWith('-') ? 'ops-debit' : 'ops-credit'}`}>
                    {displayMoney(entry.amount)}
                  </td>
                  <td className="ops-num">
                    {entry.balanceAfter === null ? '—' : displayMoney(entry.balanceAfter)}
                  </td>
                  <td className="ops-mono">{entry.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {ledger.data && <Pager page={page} totalPages={ledger.data.totalPages} onPage={setPage} t={t} />}
    </section>
  );
}

/** One member: profile, balances, sessions and ledger; lock and unlock with a reason (support only). */
export function MemberDetail({ memberId }: { memberId: string }) {
  const { t, language } = useText();
  const operator = useOperator();
  const member = useCallQuery(operatorMemberCall, { memberId });
  const [confirming, setConfirming] = useState(false);
  const m = member.data;
  const call = m?.locked ? unlockMemberCall : lockMemberCall;
  const mutation = useCallMutation(call, [operatorMemberCall, operatorMembersCall]);
  const inputOf = (reason: string) => ({ memberId: m?.memberId ?? 0, reason });

  return (
    <>
      <a href={hrefOf('members')} className="ops-back">
        ← {t('back_to_search')}
      </a>
      {member.isPending && <Skeleton height={200} />}
      <ErrorMessage error={member.error} />
      {m && (
        <>
          <section className="ops-section" aria-labelledby="member-profile">
            <div className="ops-screen__head">
              <h2 id="member-profile">
                {m.account}{' '}
                {m.locked ? (
                  <span className="ops-badge ops-badge--danger">{t('locked')}</span>
                ) : (
                  <span className="ops-badge ops-badge--ok">{t('active')}</span>
                )}
              </h2>
              {mayCall(call, operator.roles) && (
                <Button variant={m.locked ? 'secondary' : 'danger'} onClick={() => setConfirming(true)}>
                  {m.locked ? t('unlock') : t('lock')}
                </Button>
              )}
            </div>
            <dl className="ops-facts">
              <dt>{t('region')}</dt>
              <dd>
                {m.merchantCode} · {m.currency}
              </dd>
              <dt>{t('mobile')}</dt>
              <dd className="ops-mono">{m.mobile ?? '—'}</dd>
              <dt>{t('email')}</dt>
              <dd>{m.email ?? '—'}</dd>
              <dt>{t('created')}</dt>
              <dd>{formatTime(m.createdAt, language)}</dd>
              <dt>{t('last_login')}</dt>
              <dd>{formatTime(m.lastLoginAt, language)}</dd>
              {m.locked && (
                <>
                  <dt>{t('locked')}</dt>
                  <dd>
                    {formatTime(m.lockedAt, language)} · {m.lockedReason ?? ''}
                  </dd>
                </>
              )}
            </dl>
          </section>
          <section className="ops-section" aria-labelledby="member-balances">
            <h2 id="member-balances">{t('balances')}</h2>
            <ul className="ops-balances">
              {m.balances.map((b) => (
                <li key={b.wallet}>
                  <span>{b.wallet}</span>
                  <strong>
                    {displayMoney(b.balance)} {m.currency}
                  </strong>
                </li>
              ))}
            </ul>
          </section>
          <section className="ops-section" aria-labelledby="member-sessions">
            <h2 id="member-sessions">{t('sessions')}</h2>
            {m.sessions.length === 0 ? (
              <Empty title={t('nothing_yet')} />
            ) : (
              <TableScroll label={t('sessions')}>
                <table className="ops-table">
                  <thead>
                    <tr>
                      <th>{t('ip')}</th>
                      <th>{t('created')}</th>
                      <th>{t('last_seen')}</th>
                      <th>{t('state')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {m.sessions.map((s) => (
                      <tr key={s.id}>
                        <td className="ops-mono">{s.ip}</td>
                        <td>{formatTime(s.createdAt, language)}</td>
                        <td>{formatTime(s.lastSeenAt, language)}</td>
                        <td>{s.endedAt ? `${t('ended')} ${formatTime(s.endedAt, language)}` : t('live')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </section>
          {mayCall(operatorMemberRgCall, operator.roles) && <MemberLimits memberId={memberId} />}
          <Ledger key={memberId} memberId={memberId} />
          {confirming && (
            <ActionDialog
              title={m.locked ? t('unlock') : t('lock')}
              summary={t(m.locked ? 'unlock_summary' : 'lock_summary', { account: m.account })}
              confirmLabel={m.locked ? t('unlock') : t('lock')}
              danger={!m.locked}
              reasonField="reason"
              check={(reason) => fieldErrors(call.request, inputOf(reason), t)}
              send={(reason) => mutation.mutateAsync(inputOf(reason) as never)}
              onClose={() => setConfirming(false)}
            />
          )}
        </>
      )}
    </>
  );
}

import { displayMoney } from '@platform/shared-contracts/client';
import { type OperatorWithdrawal, operatorWithdrawalsCall } from '@platform/shared-contracts/operator';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@platform/shared-contracts/payment-calls';
import { Button, Empty, Field, Pager, Select, Skeleton } from '@platform/shared-ui';
import { useState } from 'react';
import { useText } from '../../i18n/console-i18n';
import { ErrorMessage } from '../../lib/error-message';
import { formatTime } from '../../lib/format';
import { useCallQuery } from '../../lib/use-call';
import { type WithdrawalAction, WithdrawalActionDialog } from './withdrawal-action';

/** Statuses after which the operator may ask to refund what the member did not receive. */
const REFUNDABLE: readonly WithdrawalStatus[] = ['PARTIAL', 'NOT_RECEIVED'];

function WithdrawalCard({
  w,
  onAction,
}: {
  w: OperatorWithdrawal;
  onAction(action: WithdrawalAction): void;
}) {
  const { t, language } = useText();
  const waiting = w.refundRequests.filter((r) => !r.approvedBy && !r.declinedBy);
  return (
    <li className="ops-card" data-testid={`withdrawal-${w.id}`}>
      <div className="ops-card__head">
        <strong>
          {displayMoney(w.amount)} {w.currency}
        </strong>
        <span className="ops-badge">{t(`withdrawal_status_${w.status}`)}</span>
      </div>
      <dl className="ops-facts">
        <dt>{t('member')}</dt>
        <dd>
          {w.memberAccount} · {w.merchantCode}
        </dd>
        <dt>{t('bank')}</dt>
        <dd>
          {w.bankName} · {w.accountName} · <span className="ops-mono">{w.accountNumber}</span>
        </dd>
        <dt>{t('created')}</dt>
        <dd>{formatTime(w.createdAt, language)}</dd>
        {w.payoutReference && (
          <>
            <dt>{t('payout_reference')}</dt>
            <dd>{w.payoutReference}</dd>
          </>
        )}
        {w.amountReceived && (
          <>
            <dt>{t('amount_received')}</dt>
            <dd>
              {displayMoney(w.amountReceived)} / {t('refunded')} {displayMoney(w.amountRefunded)}
            </dd>
          </>
        )}
        {w.rejectReason && (
          <>
            <dt>{t('reason')}</dt>
            <dd>{w.rejectReason}</dd>
          </>
        )}
      </dl>
      {w.operatorSteps.length > 0 && (
        <ol className="ops-steps">
          {w.operatorSteps.map((step) => (
            <li key={`${step.action}-${step.at}`}>
              {t(`step_${step.action}`)} · {step.operator} · {formatTime(step.at, language)}
              {step.amount ? ` · ${displayMoney(step.amount)}` : ''}
            </li>
          ))}
        </ol>
      )}
      {waiting.map((refund) => (
        <div key={refund.id} className="ops-refund" data-testid={`refund-${refund.id}`}>
          <span>
            {t('refund_waiting', { amount: displayMoney(refund.amount), who: refund.requestedBy })}
            {refund.remark ? ` · ${refund.remark}` : ''}
          </span>
          <span className="ops-actions">
            <Button
              size="sm"
              onClick={() => onAction({ kind: 'refund_approve', withdrawal: w, refundId: refund.id })}
            >
              {t('withdrawal_refund_approve')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAction({ kind: 'refund_decline', withdrawal: w, refundId: refund.id })}
            >
              {t('withdrawal_refund_decline')}
            </Button>
          </span>
        </div>
      ))}
      <div className="ops-actions">
        {w.status === 'PENDING' && (
          <>
            <Button size="sm" onClick={() => onAction({ kind: 'approve', withdrawal: w })}>
              {t('withdrawal_approve')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => onAction({ kind: 'reject', withdrawal: w })}>
              {t('withdrawal_reject')}
            </Button>
          </>
        )}
        {w.status === 'APPROVED' && (
          <Button size="sm" onClick={() => onAction({ kind: 'pay', withdrawal: w })}>
            {t('withdrawal_pay')}
          </Button>
        )}
        {REFUNDABLE.includes(w.status) && (
          <Button size="sm" variant="secondary" onClick={() => onAction({ kind: 'refund', withdrawal: w })}>
            {t('withdrawal_refund')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Withdrawals by status, oldest waiting work first as the server orders it, with every money step. */
export function WithdrawalsScreen() {
  const { t } = useText();
  const [status, setStatus] = useState<WithdrawalStatus>('PENDING');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<WithdrawalAction | null>(null);
  const list = useCallQuery(
    operatorWithdrawalsCall,
    { status, pageNo: String(page) },
    { keepPrevious: true },
  );
  return (
    <div className="ops-screen">
      <h1>{t('screen_withdrawals')}</h1>
      <div className="ops-filters">
        <Field label={t('status')} htmlFor="withdrawal-status">
          <Select
            id="withdrawal-status"
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value as WithdrawalStatus);
              setPage(1);
            }}
            options={WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`withdrawal_status_${s}`) }))}
          />
        </Field>
      </div>
      {list.isPending && <Skeleton height={160} />}
      <ErrorMessage error={list.error} />
      {list.data && list.data.content.length === 0 && <Empty title={t('nothing_here')} />}
      {list.data && (
        <ul className="ops-cards">
          {list.data.content.map((w) => (
            <WithdrawalCard key={w.id} w={w} onAction={setAction} />
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} t={t} />}
      {action && <WithdrawalActionDialog action={action} onClose={() => setAction(null)} />}
    </div>
  );
}

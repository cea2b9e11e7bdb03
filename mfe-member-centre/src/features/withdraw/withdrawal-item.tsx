import { parseMoney } from '@platform/shared-contracts/client';
import type { Withdrawal } from '@platform/shared-contracts/payment-calls';
import { Button } from '@platform/shared-ui';
import { useState } from 'react';
import { useCurrencySymbol } from '../../app/remote-context';
import { Amount, moneyText } from '../../components/amount';
import { useMemberText } from '../../i18n/member-i18n';
import { formatTimestamp } from '../../lib/format-time';
import { ConfirmReceipt } from './confirm-receipt';
import { awaitsConfirmation, DISPLAY_STATUS_KEYS } from './withdraw-rules';

export interface WithdrawalItemProps {
  withdrawal: Withdrawal;
  onConfirmed: (next: Withdrawal) => void;
  onStale: (message: string) => void;
}

/** One request: when, how much, where to, its display status, and for a payout the member's confirmation. */
export function WithdrawalItem({ withdrawal, onConfirmed, onStale }: WithdrawalItemProps) {
  const { t } = useMemberText();
  const symbol = useCurrencySymbol();
  const [confirming, setConfirming] = useState(false);
  const awaiting = awaitsConfirmation(withdrawal);
  return (
    <li className="mc-record" data-testid={`withdrawal-${withdrawal.id}`}>
      <div className="mc-record__head">
        <span className="mc-record__time">{formatTimestamp(withdrawal.createdAt)}</span>
        <span
          className={`mc-badge mc-badge--${withdrawal.displayStatus.toLowerCase()}`}
          data-testid="withdrawal-status"
        >
          {t(DISPLAY_STATUS_KEYS[withdrawal.displayStatus])}
        </span>
      </div>
      <div className="mc-record__main">
        <Amount className="mc-record__amount" value={withdrawal.amount} symbol={symbol} />
        <span className="mc-record__meta">
          {withdrawal.bankName} {withdrawal.accountNumberMasked}
        </span>
      </div>
      {withdrawal.amountReceived !== null && withdrawal.amountRemaining !== null && (
        <p className="mc-record__line">
          {t('withdraw_received_line', {
            received: moneyText(withdrawal.amountReceived, symbol),
            remaining: moneyText(withdrawal.amountRemaining, symbol),
          })}
        </p>
      )}
      {parseMoney(withdrawal.amountRefunded) > 0n && (
        <p className="mc-record__line">
          {t('withdraw_refunded_line', { amount: moneyText(withdrawal.amountRefunded, symbol) })}
        </p>
      )}
      {withdrawal.rejectReason && (
        <p className="mc-record__line">{t('withdraw_reject_reason', { reason: withdrawal.rejectReason })}</p>
      )}
      {awaiting && (
        <div className="mc-record__confirm">
          <p className="mc-note mc-note--warning" data-testid="confirm-by">
            {withdrawal.confirmBy
              ? t('withdraw_confirm_by', { time: formatTimestamp(withdrawal.confirmBy) })
              : t('withdraw_confirm_prompt')}
          </p>
          {confirming ? (
            <ConfirmReceipt
              withdrawal={withdrawal}
              onCancel={() => setConfirming(false)}
              onConfirmed={onConfirmed}
              onStale={onStale}
            />
          ) : (
            <Button size="sm" onClick={() => setConfirming(true)} data-testid="confirm-receipt-open">
              {t('withdraw_confirm_open')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

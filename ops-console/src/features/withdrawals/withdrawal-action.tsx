import { newIdempotencyKey } from '@platform/shared-contracts/client';
import {
  approveRefundCall,
  approveWithdrawalCall,
  declineRefundCall,
  type OperatorWithdrawal,
  operatorWithdrawalsCall,
  payWithdrawalCall,
  refundWithdrawalCall,
  rejectWithdrawalCall,
} from '@platform/shared-contracts/operator';
import { Field, TextInput } from '@platform/shared-ui';
import { useId, useState } from 'react';
import { useText } from '../../i18n/console-i18n';
import { ActionDialog } from '../../lib/action-dialog';
import { fieldErrors } from '../../lib/field-errors';
import { useCallMutation } from '../../lib/use-call';

export type WithdrawalActionKind =
  | 'approve'
  | 'reject'
  | 'pay'
  | 'refund'
  | 'refund_approve'
  | 'refund_decline';

export interface WithdrawalAction {
  kind: WithdrawalActionKind;
  withdrawal: OperatorWithdrawal;
  refundId?: string;
}

const CALLS = {
  approve: approveWithdrawalCall,
  reject: rejectWithdrawalCall,
  pay: payWithdrawalCall,
  refund: refundWithdrawalCall,
  refund_approve: approveRefundCall,
  refund_decline: declineRefundCall,
} as const;

/** Approve, reject, pay and refunds: each confirmed, the money steps with one idempotency key per dialog. */
export function WithdrawalActionDialog({ action, onClose }: { action: WithdrawalAction; onClose(): void }) {
  const { t } = useText();
  const id = useId();
  const call = CALLS[action.kind];
  const mutation = useCallMutation(call, [operatorWithdrawalsCall]);
  // One key for this dialog: a retry after a lost answer repeats the same money step, never a second one.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [payoutReference, setPayoutReference] = useState('');
  const [amount, setAmount] = useState(action.withdrawal.amountRemaining ?? '');
  const w = action.withdrawal;

  const inputOf = (why: string): Record<string, unknown> => {
    switch (action.kind) {
      case 'approve':
        return { withdrawalId: w.id };
      case 'reject':
        return { withdrawalId: w.id, reason: why, idempotencyKey };
      case 'pay':
        return { withdrawalId: w.id, payoutReference: payoutReference.trim(), idempotencyKey };
      case 'refund':
        return {
          withdrawalId: w.id,
          amount: amount.trim(),
          ...(why.trim() ? { remark: why } : {}),
          idempotencyKey,
        };
      case 'refund_approve':
      case 'refund_decline':
        return { withdrawalId: w.id, refundId: action.refundId ?? '' };
    }
  };

  return (
    <ActionDialog
      title={t(`withdrawal_${action.kind}`)}
      summary={t('withdrawal_summary', {
        account: w.memberAccount,
        amount: w.amount,
        currency: w.currency,
        id: w.id,
      })}
      confirmLabel={t(`withdrawal_${action.kind}`)}
      danger={action.kind === 'reject' || action.kind === 'refund_decline'}
      {...(action.kind === 'reject' ? { reasonField: 'reason' } : {})}
      {...(action.kind === 'refund' ? { reasonField: 'remark', reasonRequired: false } : {})}
      check={(why) => fieldErrors(call.request, inputOf(why), t)}
      send={(why) => mutation.mutateAsync(inputOf(why) as never)}
      onClose={onClose}
    >
      {(errors) => (
        <>
          {action.kind === 'pay' && (
            <Field
              label={t('payout_reference')}
              htmlFor={`${id}-ref`}
              required
              error={errors.payoutReference}
            >
              <TextInput
                id={`${id}-ref`}
                value={payoutReference}
                maxLength={64}
                onChange={(event) => setPayoutReference(event.currentTarget.value)}
              />
            </Field>
          )}
          {action.kind === 'refund' && (
            <Field label={t('refund_amount')} htmlFor={`${id}-amount`} required error={errors.amount}>
              <TextInput
                id={`${id}-amount`}
                inputMode="decimal"
                value={amount}
                start={w.currency}
                onChange={(event) => setAmount(event.currentTarget.value)}
              />
            </Field>
          )}
        </>
      )}
    </ActionDialog>
  );
}

import { LIMITS } from '@platform/shared-contracts/client';
import { CONFIRMATION_RESULTS, type Withdrawal } from '@platform/shared-contracts/payment-calls';
import { Button, Field, TextArea } from '@platform/shared-ui';
import { type FormEvent, useId } from 'react';
import { useCurrencySymbol } from '../../app/remote-context';
import { moneyText } from '../../components/amount';
import { amountErrorText } from '../../components/amount-error';
import { AmountInput } from '../../components/amount-input';
import { FormAlert } from '../../components/form-alert';
import { useMemberText } from '../../i18n/member-i18n';
import { ProofUpload } from './proof-upload';
import { useConfirmReceipt } from './use-confirm-receipt';

export interface ConfirmReceiptProps {
  withdrawal: Withdrawal;
  onCancel: () => void;
  onConfirmed: (next: Withdrawal) => void;
  onStale: (message: string) => void;
}

const CHOICE_KEYS = {
  ALL: 'confirm_all',
  PARTIAL: 'confirm_partial',
  NONE: 'confirm_none',
} as const;

export function ConfirmReceipt({ withdrawal, onCancel, onConfirmed, onStale }: ConfirmReceiptProps) {
  const { t } = useMemberText();
  const id = useId();
  const symbol = useCurrencySymbol();
  const confirm = useConfirmReceipt(withdrawal, onConfirmed, onStale);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void confirm.submit();
  };
  return (
    <form className="mc-confirm" onSubmit={onSubmit} noValidate data-testid="confirm-receipt">
      <fieldset className="mc-choices">
        <legend className="mc-choices__legend">
          {t('confirm_question', { amount: moneyText(withdrawal.amount, symbol) })}
        </legend>
        {CONFIRMATION_RESULTS.map((choice) => (
          <label key={choice} className="mc-choice mc-choice--compact">
            <input
              type="radio"
              name={`${id}-result`}
              value={choice}
              checked={confirm.choice === choice}
              onChange={() => confirm.choose(choice)}
            />
            <span className="mc-choice__body">
              <span className="mc-choice__title">{t(CHOICE_KEYS[choice])}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {confirm.choice === 'PARTIAL' && (
        <>
          <Field
            label={t('confirm_received_amount')}
            htmlFor={`${id}-received`}
            required
            error={amountErrorText(t, confirm.receivedError)}
          >
            <AmountInput
              value={confirm.received}
              onChange={confirm.setReceived}
              symbol={symbol}
              placeholder={t('amount_placeholder')}
            />
          </Field>
          <p className="mc-remainder" aria-live="polite" data-testid="confirm-remainder">
            {t('confirm_remainder', {
              amount: confirm.remainder === null ? '—' : moneyText(confirm.remainder, symbol),
            })}
          </p>
        </>
      )}
      {confirm.choice === 'NONE' && (
        <ProofUpload
          id={`${id}-proof`}
          images={confirm.images}
          error={confirm.imagesError}
          onAdd={confirm.addFiles}
          onRemove={confirm.removeImage}
        />
      )}
      {(confirm.choice === 'PARTIAL' || confirm.choice === 'NONE') && (
        <Field label={t('confirm_remark')} htmlFor={`${id}-remark`}>
          <TextArea
            value={confirm.remark}
            onChange={(event) => confirm.setRemark(event.target.value)}
            maxLength={LIMITS.feedbackMaxLength}
            showCount
            placeholder={t('confirm_remark_placeholder')}
          />
        </Field>
      )}
      <FormAlert message={confirm.alert} />
      <div className="mc-actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!confirm.choice} loading={confirm.busy} data-testid="confirm-submit">
          {t('confirm_submit')}
        </Button>
      </div>
    </form>
  );
}

import { Button, Field, Icon, Select } from '@platform/shared-ui';
import { type FormEvent, useId } from 'react';
import { useCurrencySymbol } from '../../app/remote-context';
import { Amount, moneyText } from '../../components/amount';
import { amountErrorText } from '../../components/amount-error';
import { AmountInput } from '../../components/amount-input';
import { FormAlert } from '../../components/form-alert';
import { CallFailed, PageLoading } from '../../components/load-states';
import { PaymentPasswordInput } from '../../components/password-input';
import { useMemberText } from '../../i18n/member-i18n';
import { formatTimestamp } from '../../lib/format-time';
import type { SecurityItem } from '../../store';
import type { useWithdraw } from './use-withdraw';
import { type WithdrawSettings, withdrawReadiness } from './withdraw-rules';

type Withdraw = ReturnType<typeof useWithdraw>;

export function WithdrawRequest({ withdraw }: { withdraw: Withdraw }) {
  const { t } = useMemberText();
  const symbol = useCurrencySymbol();
  const { settings } = withdraw;
  if (settings.status === 'loading') return <PageLoading />;
  if (settings.status === 'failed') return <CallFailed error={settings.error} onRetry={settings.reload} />;
  const data = settings.data;
  const readiness = withdrawReadiness(data);
  return (
    <div className="mc-stack">
      <div className="mc-card mc-total">
        <span className="mc-total__label">{t('withdraw_available')}</span>
        <Amount className="mc-total__value" value={data.available} symbol={symbol} />
      </div>
      {readiness === 'ready' ? (
        <WithdrawForm data={data} withdraw={withdraw} />
      ) : (
        <Prerequisite
          item={readiness === 'needsPaymentPassword' ? 'paymentPassword' : 'bankAccounts'}
          withdraw={withdraw}
        />
      )}
    </div>
  );
}

function Prerequisite({
  item,
  withdraw,
}: {
  item: Extract<SecurityItem, 'paymentPassword' | 'bankAccounts'>;
  withdraw: Withdraw;
}) {
  const { t } = useMemberText();
  const password = item === 'paymentPassword';
  return (
    <div className="mc-card mc-prompt" data-testid={`withdraw-needs-${item}`}>
      <Icon name={password ? 'lock' : 'bank'} size={28} />
      <p>{t(password ? 'withdraw_needs_payment_password' : 'withdraw_needs_bank_account')}</p>
      <Button onClick={() => withdraw.goToSecurity(item)}>
        {t(password ? 'payment_password_set' : 'bank_bind')}
      </Button>
    </div>
  );
}

function WithdrawForm({ data, withdraw }: { data: WithdrawSettings; withdraw: Withdraw }) {
  const { t } = useMemberText();
  const symbol = useCurrencySymbol();
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void withdraw.submit();
  };
  return (
    <form className="mc-card mc-form" onSubmit={onSubmit} noValidate data-testid="withdraw-form">
      {data.heldUntil && (
        <p className="mc-note" data-testid="withdraw-held">
          {t('withdraw_held_until', { time: formatTimestamp(data.heldUntil) })}
        </p>
      )}
      <Field label={t('withdraw_bank_account')} htmlFor={`${id}-bank`} required>
        <Select
          value={withdraw.bankAccountId}
          onChange={(event) => withdraw.setBankAccountId(event.target.value)}
          options={data.bankAccounts.map((account) => ({
            value: account.id,
            label: `${account.bankName} ${account.accountNumberMasked} · ${account.accountName}`,
          }))}
        />
      </Field>
      <Field
        label={t('amount')}
        htmlFor={`${id}-amount`}
        required
        error={amountErrorText(t, withdraw.amountError)}
        hint={t('amount_range', {
          min: moneyText(data.minAmount, symbol),
          max: moneyText(data.maxAmount, symbol),
        })}
      >
        <AmountInput
          value={withdraw.amount}
          onChange={withdraw.setAmount}
          symbol={symbol}
          placeholder={t('amount_placeholder')}
          end={
            <Button size="sm" variant="ghost" onClick={withdraw.fillAll} data-testid="withdraw-all">
              {t('amount_all')}
            </Button>
          }
        />
      </Field>
      <Field
        label={t('payment_password')}
        htmlFor={`${id}-payment-password`}
        required
        error={withdraw.passwordError ?? undefined}
      >
        <PaymentPasswordInput
          value={withdraw.paymentPassword}
          onChange={withdraw.setPaymentPassword}
          placeholder={t('payment_password_placeholder')}
        />
      </Field>
      <FormAlert message={withdraw.alert} />
      {withdraw.done && (
        <FormAlert
          tone="success"
          message={t('withdraw_done', { amount: moneyText(withdraw.done, symbol) })}
        />
      )}
      <Button type="submit" size="lg" block loading={withdraw.busy} data-testid="withdraw-submit">
        {t('withdraw_submit')}
      </Button>
    </form>
  );
}

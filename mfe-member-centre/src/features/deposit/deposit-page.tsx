import { displayMoney } from '@platform/shared-contracts/client';
import { Button, Empty, Field, Icon, Spinner } from '@platform/shared-ui';
import { type FormEvent, useId } from 'react';
import { useCurrencySymbol } from '../../app/remote-context';
import { Amount, moneyText } from '../../components/amount';
import { amountErrorText } from '../../components/amount-error';
import { AmountInput } from '../../components/amount-input';
import { FormAlert } from '../../components/form-alert';
import { CallFailed, PageLoading } from '../../components/load-states';
import { useMemberText } from '../../i18n/member-i18n';
import { quickAmounts } from './deposit-rules';
import { useDeposit } from './use-deposit';

type Deposit = ReturnType<typeof useDeposit>;

/** depositv2: a channel, an amount, the provider's page in a new window, then the result (spec section 2). */
export function DepositPage() {
  const deposit = useDeposit();
  const { channels } = deposit;
  if (deposit.result) return <DepositResult deposit={deposit} />;
  if (deposit.pending) return <DepositWaiting deposit={deposit} />;
  if (channels.status === 'loading') return <PageLoading />;
  if (channels.status === 'failed') return <CallFailed error={channels.error} onRetry={channels.reload} />;
  return <DepositForm deposit={deposit} />;
}

function DepositForm({ deposit }: { deposit: Deposit }) {
  const { t } = useMemberText();
  const id = useId();
  const symbol = useCurrencySymbol();
  const { channel } = deposit;
  const list = deposit.channels.status === 'ready' ? deposit.channels.data.channels : [];
  if (!channel) {
    return <Empty icon={<Icon name="wallet" size={40} />} title={t('deposit_no_channel')} />;
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    deposit.submit();
  };
  return (
    <form className="mc-card mc-form" onSubmit={onSubmit} noValidate data-testid="deposit-form">
      <fieldset className="mc-choices">
        <legend className="mc-choices__legend">{t('deposit_channel')}</legend>
        {list.map((c) => (
          <label key={c.id} className="mc-choice" data-testid={`channel-${c.id}`}>
            <input
              type="radio"
              name={`${id}-channel`}
              value={c.id}
              checked={c.id === channel.id}
              onChange={() => deposit.chooseChannel(c.id)}
            />
            <span className="mc-choice__body">
              <span className="mc-choice__title">{c.name}</span>
              <span className="mc-choice__meta">
                {t('amount_range', {
                  min: moneyText(c.minAmount, symbol),
                  max: moneyText(c.maxAmount, symbol),
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Field
        label={t('amount')}
        htmlFor={`${id}-amount`}
        required
        error={amountErrorText(t, deposit.amountError)}
        hint={t('amount_range', {
          min: moneyText(channel.minAmount, symbol),
          max: moneyText(channel.maxAmount, symbol),
        })}
      >
        <AmountInput
          value={deposit.amount}
          onChange={deposit.setAmount}
          symbol={symbol}
          placeholder={t('amount_placeholder')}
        />
      </Field>
      <fieldset className="mc-chips">
        <legend className="mc-chips__legend">{t('deposit_quick_amounts')}</legend>
        {quickAmounts(channel).map((value) => (
          <button
            key={value}
            type="button"
            className="mc-chip"
            aria-pressed={deposit.amount === value}
            onClick={() => deposit.setAmount(value)}
          >
            {displayMoney(value).replace(/\.00$/, '')}
          </button>
        ))}
      </fieldset>
      <p className="mc-hint">{t('deposit_new_window')}</p>
      <FormAlert message={deposit.alert} />
      <Button type="submit" size="lg" block loading={deposit.busy} data-testid="deposit-submit">
        {t('deposit_submit')}
      </Button>
    </form>
  );
}

function DepositWaiting({ deposit }: { deposit: Deposit }) {
  const { t } = useMemberText();
  const symbol = useCurrencySymbol();
  const order = deposit.pending!;
  return (
    <div className="mc-card mc-result" data-testid="deposit-waiting" aria-live="polite">
      <Spinner size="lg" label={t('deposit_waiting')} />
      <p className="mc-result__title">{t('deposit_waiting')}</p>
      <p className="mc-result__amount">
        <Amount value={order.amount} symbol={symbol} />
      </p>
      <p className="mc-hint">{t('deposit_waiting_text', { orderId: order.orderId })}</p>
      <FormAlert message={deposit.alert} />
      <div className="mc-actions">
        <Button variant="secondary" onClick={deposit.reopen} data-testid="deposit-reopen">
          <Icon name="external-link" size={18} /> {t('deposit_reopen')}
        </Button>
        <Button variant="ghost" onClick={deposit.startOver}>
          {t('deposit_another')}
        </Button>
      </div>
    </div>
  );
}

function DepositResult({ deposit }: { deposit: Deposit }) {
  const { t } = useMemberText();
  const symbol = useCurrencySymbol();
  const order = deposit.result!;
  const credited = order.status === 'CREDITED';
  return (
    <div
      className={`mc-card mc-result mc-result--${credited ? 'success' : 'failure'}`}
      data-testid="deposit-result"
      role="status"
    >
      <Icon name={credited ? 'success' : 'error'} size={48} />
      <p className="mc-result__title">{t(credited ? 'deposit_credited' : 'deposit_failed')}</p>
      <p className="mc-result__amount">
        <Amount value={order.amount} symbol={symbol} />
      </p>
      {!credited && <p className="mc-hint">{t('deposit_failed_text')}</p>}
      <Button onClick={deposit.startOver} data-testid="deposit-again">
        {t(credited ? 'deposit_another' : 'deposit_try_again')}
      </Button>
    </div>
  );
}

import { MAIN_WALLET } from '@platform/shared-contracts/client';
import { Button, Field, Icon, IconButton, Select } from '@platform/shared-ui';
import { type FormEvent, useId } from 'react';
import { useCurrencySymbol } from '../../app/remote-context';
import { Amount, moneyText } from '../../components/amount';
import { amountErrorText } from '../../components/amount-error';
import { AmountInput } from '../../components/amount-input';
import { FormAlert } from '../../components/form-alert';
import { CallFailed, PageLoading } from '../../components/load-states';
import { useMemberText } from '../../i18n/member-i18n';
import { balanceOf } from './transfer-rules';
import { type Balances, useTransferFund } from './use-transfer-fund';

/** transferFund: the main wallet and every vendor wallet, and transfers between them (spec section 2). */
export function TransferFundPage() {
  const transfer = useTransferFund();
  const { balances } = transfer;
  if (balances.status === 'loading') return <PageLoading />;
  if (balances.status === 'failed') return <CallFailed error={balances.error} onRetry={balances.reload} />;
  const data = balances.data;
  return (
    <div className="mc-stack">
      <WalletList data={data} />
      {data.isSingle === 1 ? <SingleWalletNote /> : <TransferForm data={data} transfer={transfer} />}
    </div>
  );
}

function WalletList({ data }: { data: Balances }) {
  const { t } = useMemberText();
  const symbol = data.currencySymbol;
  return (
    <div className="mc-card mc-wallets">
      <div className="mc-total">
        <span className="mc-total__label">{t('wallet_total')}</span>
        <Amount className="mc-total__value" value={data.total} symbol={symbol} />
      </div>
      <ul className="mc-wallets__list" aria-label={t('wallet_list')}>
        <li className="mc-wallet mc-wallet--main" data-testid="wallet-MAIN">
          <span className="mc-wallet__name">
            <Icon name="wallet" size={18} /> {t('wallet_main')}
          </span>
          <Amount value={data.balance} symbol={symbol} />
        </li>
        {data.vendors.map((vendor) => (
          <li key={vendor.vendor} className="mc-wallet" data-testid={`wallet-${vendor.vendor}`}>
            <span className="mc-wallet__name">{vendor.name}</span>
            <Amount value={vendor.balance} symbol={symbol} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SingleWalletNote() {
  const { t } = useMemberText();
  return (
    <p className="mc-note" data-testid="single-wallet">
      <Icon name="info" size={18} />
      <span>{t('wallet_single')}</span>
    </p>
  );
}

function TransferForm({ data, transfer }: { data: Balances; transfer: ReturnType<typeof useTransferFund> }) {
  const { t } = useMemberText();
  const id = useId();
  const symbol = useCurrencySymbol() || data.currencySymbol;
  const { direction } = transfer;
  if (!direction) return null;
  const options = [
    { value: MAIN_WALLET, label: t('wallet_main') },
    ...data.vendors.map((v) => ({ value: v.vendor, label: v.name })),
  ];
  const nameOf = (wallet: string) => options.find((o) => o.value === wallet)?.label ?? wallet;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void transfer.submit();
  };
  return (
    <form className="mc-card mc-form" onSubmit={onSubmit} noValidate data-testid="transfer-form">
      <h4 className="mc-card__title">{t('transfer_title')}</h4>
      <div className="mc-direction">
        <Field label={t('transfer_from')} htmlFor={`${id}-from`}>
          <Select
            value={direction.from}
            options={options}
            onChange={(event) => transfer.chooseFrom(event.target.value)}
          />
        </Field>
        <IconButton
          className="mc-direction__swap"
          label={t('transfer_swap')}
          onClick={() => transfer.swap()}
          data-testid="transfer-swap"
        >
          <Icon name="swap" />
        </IconButton>
        <Field label={t('transfer_to')} htmlFor={`${id}-to`}>
          <Select
            value={direction.to}
            options={options}
            onChange={(event) => transfer.chooseTo(event.target.value)}
          />
        </Field>
      </div>
      <Field
        label={t('amount')}
        htmlFor={`${id}-amount`}
        required
        error={amountErrorText(t, transfer.amountError)}
        hint={t('transfer_available', {
          wallet: nameOf(direction.from),
          amount: moneyText(balanceOf(data, direction.from), data.currencySymbol),
        })}
      >
        <AmountInput
          value={transfer.amount}
          onChange={transfer.setAmount}
          symbol={symbol}
          placeholder={t('amount_placeholder')}
          end={
            <Button size="sm" variant="ghost" onClick={() => transfer.fillAll()} data-testid="transfer-all">
              {t('amount_all')}
            </Button>
          }
        />
      </Field>
      <FormAlert message={transfer.alert} />
      {transfer.done && (
        <FormAlert
          tone="success"
          message={t('transfer_done', {
            amount: moneyText(transfer.done.amount, data.currencySymbol),
            wallet: nameOf(transfer.done.to),
          })}
        />
      )}
      <Button type="submit" size="lg" block loading={transfer.busy} data-testid="transfer-submit">
        {t('transfer_submit')}
      </Button>
    </form>
  );
}

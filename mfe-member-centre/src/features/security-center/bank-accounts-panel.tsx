import type { CallResponse } from '@platform/shared-contracts/client';
import { type bankAccountsCall, bindBankAccountCall } from '@platform/shared-contracts/payment-calls';
import { Button, Field, Icon, Select, TextInput } from '@platform/shared-ui';
import type { RemoteRead } from '@platform/shared-ui/queries';
import { type FormEvent, useId } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { CallFailed, PageLoading } from '../../components/load-states';
import { PaymentPasswordInput } from '../../components/password-input';
import { errorCode, errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { checkAll, paymentPasswordProblem, requiredProblem } from '../../lib/field-checks';
import { useForm } from '../../lib/use-form';
import { placeProofRefusal, proofFields, proofProblems, SecurityProofFields } from './security-proof';
import { accountNumberProblem } from './security-rules';

export type BankAnswer = CallResponse<typeof bankAccountsCall>;

export interface BankAccountsPanelProps {
  banks: RemoteRead<BankAnswer>;
  /** The masked mobile or email a security code goes to; null when nothing is bound. */
  contact: string | null;
  onBound: () => void;
  onNeedPaymentPassword: () => void;
}

/** The bound bank accounts (numbers masked by the server) and, while there is room, a form to bind one. */
export function BankAccountsPanel({
  banks,
  contact,
  onBound,
  onNeedPaymentPassword,
}: BankAccountsPanelProps) {
  const { t } = useMemberText();
  if (banks.status === 'loading') return <PageLoading lines={2} />;
  if (banks.status === 'failed') return <CallFailed error={banks.error} onRetry={banks.reload} />;
  const data = banks.data;
  const full = data.accounts.length >= data.maxAccounts;
  return (
    <div className="mc-stack">
      {data.accounts.length > 0 && (
        <ul className="mc-banks" data-testid="bank-accounts">
          {data.accounts.map((account) => (
            <li key={account.id} className="mc-bank">
              <Icon name="bank" size={20} />
              <span className="mc-bank__text">
                <span className="mc-bank__name">{account.bankName}</span>
                <span className="mc-bank__meta">
                  {account.accountNumberMasked} · {account.accountName}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="mc-note">{t('bank_limit_reached', { max: data.maxAccounts })}</p>
      ) : data.hasPaymentPassword ? (
        <BindBankForm
          banks={data.banks}
          contact={contact}
          onBound={onBound}
          onNeedPaymentPassword={onNeedPaymentPassword}
        />
      ) : (
        <div className="mc-prompt mc-prompt--inline">
          <p>{t('bank_needs_payment_password')}</p>
          <Button size="sm" onClick={onNeedPaymentPassword}>
            {t('payment_password_set')}
          </Button>
        </div>
      )}
    </div>
  );
}

function BindBankForm({
  banks,
  contact,
  onBound,
  onNeedPaymentPassword,
}: {
  banks: readonly string[];
  contact: string | null;
  onBound: () => void;
  onNeedPaymentPassword: () => void;
}) {
  const { t } = useMemberText();
  const { api } = useRemote();
  const id = useId();
  const form = useForm(t, {
    bankName: '',
    accountName: '',
    accountNumber: '',
    paymentPassword: '',
    password: '',
    securityCode: '',
  });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(
      checkAll({
        bankName: requiredProblem(values.bankName),
        accountName: requiredProblem(values.accountName),
        accountNumber: accountNumberProblem(values.accountNumber),
        paymentPassword: paymentPasswordProblem(values.paymentPassword),
        ...proofProblems(values, contact),
      }),
      async () => {
        await api.call(bindBankAccountCall, {
          bankName: values.bankName,
          accountName: values.accountName.trim(),
          accountNumber: values.accountNumber.trim(),
          paymentPassword: values.paymentPassword,
          ...proofFields(values, contact),
        });
        onBound();
      },
      (error) => {
        const code = errorCode(error);
        if (placeProofRefusal(t, error, form.fieldError)) return true;
        if (code === 'PAYMENT_PASSWORD_WRONG') form.fieldError('paymentPassword', errorMessage(t, error));
        else if (code === 'PAYMENT_PASSWORD_NOT_SET') onNeedPaymentPassword();
        else return false;
        return true;
      },
    );
  };

  return (
    <form ref={form.ref} className="mc-form" onSubmit={onSubmit} noValidate data-testid="bind-bank-form">
      <Field label={t('bank_name')} htmlFor={`${id}-bank`} required error={errors.bankName}>
        <Select
          value={values.bankName}
          placeholder={t('bank_choose')}
          options={banks.map((bank) => ({ value: bank, label: bank }))}
          onChange={(e) => form.set('bankName')(e.target.value)}
        />
      </Field>
      <Field label={t('bank_account_name')} htmlFor={`${id}-name`} required error={errors.accountName}>
        <TextInput
          autoComplete="name"
          maxLength={64}
          value={values.accountName}
          onChange={(e) => form.set('accountName')(e.target.value)}
        />
      </Field>
      <Field label={t('bank_account_number')} htmlFor={`${id}-number`} required error={errors.accountNumber}>
        <TextInput
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          value={values.accountNumber}
          onChange={(e) => form.set('accountNumber')(e.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <Field label={t('payment_password')} htmlFor={`${id}-payment`} required error={errors.paymentPassword}>
        <PaymentPasswordInput value={values.paymentPassword} onChange={form.set('paymentPassword')} />
      </Field>
      <SecurityProofFields id={id} contact={contact} values={values} errors={errors} set={form.set} />
      <FormAlert message={form.alert} />
      <Button type="submit" block loading={form.busy}>
        {t('bank_bind')}
      </Button>
    </form>
  );
}

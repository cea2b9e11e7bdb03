import type { AmountFailure } from '@platform/shared-contracts/client';
import {
  createWithdrawalCall,
  withdrawalRecordsCall,
  withdrawSettingsCall,
} from '@platform/shared-contracts/payment-calls';
import { useIdempotencyKeys } from '@platform/shared-ui/queries';
import { useEffect, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { errorCode, errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { paymentPasswordProblem, problemText } from '../../lib/field-checks';
import { usePagedRead, useRead } from '../../lib/use-call';
import { mcPageAtom, type SecurityItem, securityFocusAtom, useSetCentreAtom } from '../../store';
import { withdrawAllAmount, withdrawAmountProblem } from './withdraw-rules';

export const WITHDRAWAL_PAGE_SIZE = 10;

/** The withdraw page's rules: limits and accounts, the request with its payment password, and the request list. */
export function useWithdraw() {
  const { api, bus } = useRemote();
  const { t } = useMemberText();
  const setPage = useSetCentreAtom(mcPageAtom);
  const setFocus = useSetCentreAtom(securityFocusAtom);
  const settings = useRead(withdrawSettingsCall, {});
  const data = settings.status === 'ready' ? settings.data : null;
  const records = usePagedRead(withdrawalRecordsCall, { pageSize: String(WITHDRAWAL_PAGE_SIZE) });

  const [bankAccountId, setBankAccountId] = useState('');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [amountError, setAmountError] = useState<AmountFailure | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useIdempotencyKeys();

  const firstAccount = data?.bankAccounts[0]?.id;
  useEffect(() => {
    if (firstAccount && !bankAccountId) setBankAccountId(firstAccount);
  }, [firstAccount, bankAccountId]);

  const edit =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setAmountError(null);
      setPasswordError(null);
      setAlert(null);
      setDone(null);
    };

  const submit = async () => {
    if (!data || busy) return;
    const amountCheck = withdrawAmountProblem(data, amount);
    const passwordCheck = paymentPasswordProblem(paymentPassword);
    setAmountError(amountCheck);
    setPasswordError(problemText(t, passwordCheck) ?? null);
    setAlert(null);
    setDone(null);
    if (amountCheck || passwordCheck || !bankAccountId) return;
    const request = { bankAccountId, amount: amount.trim(), paymentPassword };
    setBusy(true);
    try {
      const withdrawal = await api.call(createWithdrawalCall, {
        ...request,
        idempotencyKey: keys.keyFor(request),
      });
      keys.succeeded();
      setAmount('');
      setPaymentPassword('');
      setDone(withdrawal.amount);
      // The amount is held from the main wallet as soon as the request exists.
      bus.emit('wallet:changed', {});
      settings.reload();
      records.reload();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'PAYMENT_PASSWORD_WRONG') setPasswordError(errorMessage(t, error));
      else if (code === 'INSUFFICIENT_BALANCE' || code === 'AMOUNT_OUT_OF_RANGE') {
        setAlert(errorMessage(t, error));
        settings.reload();
      } else {
        setAlert(errorMessage(t, error));
        // Set or removed in another tab meanwhile: the page asks for it again.
        if (code === 'PAYMENT_PASSWORD_NOT_SET') settings.reload();
      }
    } finally {
      setBusy(false);
    }
  };

  /** Sends the member to the security centre item the withdrawal needs first. */
  const goToSecurity = (item: SecurityItem) => {
    setFocus(item);
    setPage('securityCenter');
  };

  return {
    settings,
    records,
    bankAccountId,
    amount,
    paymentPassword,
    amountError,
    passwordError,
    alert,
    done,
    busy,
    setBankAccountId: edit(setBankAccountId),
    setAmount: edit(setAmount),
    setPaymentPassword: edit(setPaymentPassword),
    fillAll: () => data && edit(setAmount)(withdrawAllAmount(data)),
    submit,
    goToSecurity,
  };
}

import { type AmountFailure, ApiError } from '@platform/shared-contracts/client';
import {
  createDepositCall,
  type DepositChannel,
  type DepositOrder,
  depositChannelsCall,
  depositOrderCall,
} from '@platform/shared-contracts/payment-calls';
import { useIdempotencyKeys } from '@platform/shared-ui/queries';
import { useEffect, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { errorCode, errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { useRead } from '../../lib/use-call';
import { pendingDepositAtom, useCentreAtom } from '../../store';
import { DEPOSIT_POLL_MS, depositAmountProblem } from './deposit-rules';
import { openPaymentWindow } from './payment-window';

/**
 * The deposit page's rules: channels and amount, the order sent to the provider in a new window, then asking
 * about it every DEPOSIT_POLL_MS until it is credited (announced as `wallet:changed`) or failed.
 */
export function useDeposit() {
  const { api, bus } = useRemote();
  const { t } = useMemberText();
  const channels = useRead(depositChannelsCall, {});
  const list = channels.status === 'ready' ? channels.data.channels : [];
  const [channelId, setChannelId] = useState<string | null>(null);
  const channel: DepositChannel | undefined = list.find((c) => c.id === channelId) ?? list[0];
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<AmountFailure | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useCentreAtom(pendingDepositAtom);
  const [result, setResult] = useState<DepositOrder | null>(null);
  const keys = useIdempotencyKeys();

  const pendingId = pending?.orderId;
  useEffect(() => {
    if (!pendingId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const order = await api.call(depositOrderCall, { orderId: pendingId });
        if (!live) return;
        if (order.status !== 'PENDING') {
          setPending(null);
          setResult(order);
          if (order.status === 'CREDITED') bus.emit('wallet:changed', {});
          return;
        }
      } catch (error) {
        if (!live) return;
        if (errorCode(error) === 'NOT_FOUND') {
          setPending(null);
          setAlert(errorMessage(t, error));
          return;
        }
        // Anything else is a hiccup on a phone network: ask again next time.
      }
      timer = setTimeout(poll, DEPOSIT_POLL_MS);
    };
    timer = setTimeout(poll, DEPOSIT_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, bus, pendingId, setPending, t]);

  const clearMessages = () => {
    setAmountError(null);
    setAlert(null);
  };

  /** Runs inside the submit event: the payment window has to open before anything is awaited. */
  const submit = () => {
    if (!channel || busy) return;
    const problem = depositAmountProblem(channel, amount);
    setAmountError(problem);
    setAlert(null);
    if (problem) return;
    const payment = openPaymentWindow(t('deposit_opening'));
    if (!payment) {
      setAlert(t('err_popup_blocked'));
      return;
    }
    const request = { channelId: channel.id, amount: amount.trim() };
    setBusy(true);
    api
      .call(createDepositCall, { ...request, idempotencyKey: keys.keyFor(request) })
      .then(
        (order) => {
          keys.succeeded();
          if (!payment.go(order.payUrl)) {
            setAlert(errorMessage(t, new ApiError('SYSTEM_ERROR')));
            return;
          }
          setAmount('');
          setPending(order);
        },
        (error: unknown) => {
          payment.close();
          setAlert(errorMessage(t, error));
        },
      )
      .finally(() => setBusy(false));
  };

  /** The player closed the provider's window and wants it back. */
  const reopen = () => {
    if (!pending) return;
    const payment = openPaymentWindow(t('deposit_opening'));
    if (!payment) setAlert(t('err_popup_blocked'));
    else if (!payment.go(pending.payUrl)) setAlert(errorMessage(t, new ApiError('SYSTEM_ERROR')));
  };

  /** Back to the form; a payment still under way is credited by the provider's callback all the same. */
  const startOver = () => {
    setPending(null);
    setResult(null);
    clearMessages();
  };

  return {
    channels,
    channel,
    amount,
    amountError,
    alert,
    busy,
    pending,
    result,
    chooseChannel: (id: string) => {
      setChannelId(id);
      clearMessages();
    },
    setAmount: (value: string) => {
      setAmount(value);
      clearMessages();
    },
    submit,
    reopen,
    startOver,
  };
}

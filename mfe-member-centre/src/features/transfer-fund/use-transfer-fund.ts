import {
  type AmountFailure,
  type CallResponse,
  getBalanceV2Call,
  walletTransferCall,
} from '@platform/shared-contracts/client';
import { useIdempotencyKeys } from '@platform/shared-ui/queries';
import { useEffect, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { errorCode, errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { useRead } from '../../lib/use-call';
import {
  balanceOf,
  chooseFrom,
  chooseTo,
  initialDirection,
  swapDirection,
  type TransferDirection,
  transferAmountProblem,
} from './transfer-rules';

export type Balances = CallResponse<typeof getBalanceV2Call>;

/** The wallet page's rules: balances, the direction and amount of a transfer, and sending it once. */
export function useTransferFund() {
  const { api, bus } = useRemote();
  const { t } = useMemberText();
  const balances = useRead(getBalanceV2Call, {});
  const data = balances.status === 'ready' ? balances.data : null;
  const [direction, setDirection] = useState<TransferDirection | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<AmountFailure | null>(null);
  /** The server found the source short: the message quotes its balance as read again, not as it was. */
  const [refusedAsShort, setRefusedAsShort] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<{ amount: string; to: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useIdempotencyKeys();

  useEffect(() => {
    if (data && direction === null) setDirection(initialDirection(data));
  }, [data, direction]);

  const edit =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      change(...args);
      setAmountError(null);
      setRefusedAsShort(false);
      setAlert(null);
      setDone(null);
    };

  const submit = async () => {
    if (!data || !direction || busy) return;
    const problem = transferAmountProblem(data, direction, amount);
    setAmountError(problem);
    setRefusedAsShort(false);
    setAlert(null);
    setDone(null);
    if (problem) return;
    const request = { from: direction.from, to: direction.to, amount: amount.trim() };
    setBusy(true);
    try {
      const result = await api.call(walletTransferCall, { ...request, idempotencyKey: keys.keyFor(request) });
      keys.succeeded();
      balances.replace({ ...data, balance: result.balance, vendors: result.vendors });
      setAmount('');
      setDone({ amount: result.amount, to: direction.to });
      bus.emit('wallet:changed', {});
    } catch (error) {
      if (errorCode(error) === 'INSUFFICIENT_BALANCE') {
        // Someone else moved money meanwhile: show the balances as they are now.
        balances.reload();
        setRefusedAsShort(true);
      } else {
        setAlert(errorMessage(t, error));
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    balances,
    direction,
    amount,
    amountError:
      refusedAsShort && data && direction
        ? { key: 'amount_above_balance' as const, amount: balanceOf(data, direction.from) }
        : amountError,
    alert,
    done,
    busy,
    setAmount: edit(setAmount),
    chooseFrom: edit((from: string) => data && direction && setDirection(chooseFrom(data, direction, from))),
    chooseTo: edit((to: string) => data && direction && setDirection(chooseTo(data, direction, to))),
    swap: edit(() => direction && setDirection(swapDirection(direction))),
    /** "All": the whole balance of the source wallet. */
    fillAll: edit(() => data && direction && setAmount(balanceOf(data, direction.from))),
    submit,
  };
}

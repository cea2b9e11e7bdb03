import { useWithdraw } from './use-withdraw';
import { WithdrawRequest } from './withdraw-request';
import { WithdrawalList } from './withdrawal-list';

/** withdraw: a request to a bound bank account, then the requests with their status and confirmation. */
export function WithdrawPage() {
  const withdraw = useWithdraw();
  return (
    <div className="mc-stack">
      <WithdrawRequest withdraw={withdraw} />
      <WithdrawalList records={withdraw.records} />
    </div>
  );
}

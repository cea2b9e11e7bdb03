import { type AmountFailure, displayMoney } from '@platform/shared-contracts/client';
import type { MemberT } from '../i18n/member-i18n';

/** The words for an amount refusal, naming the limit where there is one. */
export function amountErrorText(t: MemberT, problem: AmountFailure | null): string | undefined {
  if (!problem) return undefined;
  return 'amount' in problem ? t(problem.key, { amount: displayMoney(problem.amount) }) : t(problem.key);
}

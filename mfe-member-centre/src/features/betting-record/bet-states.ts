import type { BetRecord } from '@platform/shared-contracts/client';
import type { MemberKey } from '../../i18n/member-i18n';

/** A round's state in the member's words: still running, settled, or cancelled by the vendor (rolled back). */
export const STATE_KEYS: Record<BetRecord['state'], MemberKey> = {
  OPEN: 'bets_state_OPEN',
  SETTLED: 'bets_state_SETTLED',
  ROLLED_BACK: 'bets_state_ROLLED_BACK',
};

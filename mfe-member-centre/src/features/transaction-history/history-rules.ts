import type { TransactionRecord, TransactionType } from '@platform/shared-contracts/client';
import type { MemberKey } from '../../i18n/member-i18n';

/** The record types the filter offers (adjustments still show under ALL). */
export const HISTORY_TYPES = ['ALL', 'DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'GAME'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const HISTORY_PAGE_SIZE = 20;
/** The range shown first: the last seven days, today included. */
export const HISTORY_DEFAULT_DAYS = 7;

export const HISTORY_TYPE_KEYS: Record<HistoryType | TransactionType, MemberKey> = {
  ALL: 'history_type_ALL',
  DEPOSIT: 'history_type_DEPOSIT',
  WITHDRAWAL: 'history_type_WITHDRAWAL',
  TRANSFER: 'history_type_TRANSFER',
  GAME: 'history_type_GAME',
  ADJUSTMENT: 'history_type_ADJUSTMENT',
};

/** Kinds with words of their own; any other kind is named by its record type. */
const KIND_KEYS: Record<string, MemberKey> = {
  DEPOSIT: 'kind_DEPOSIT',
  TRANSFER_TO_VENDOR: 'kind_TRANSFER_TO_VENDOR',
  TRANSFER_FROM_VENDOR: 'kind_TRANSFER_FROM_VENDOR',
  WITHDRAWAL_HOLD: 'kind_WITHDRAWAL_HOLD',
  WITHDRAWAL_PAID: 'kind_WITHDRAWAL_PAID',
  WITHDRAWAL_REFUND: 'kind_WITHDRAWAL_REFUND',
  ADJUSTMENT: 'kind_ADJUSTMENT',
};

/** A game step's words name its game ({{game}}); without a known round it is named by its type. */
const GAME_KIND_KEYS: Record<string, MemberKey> = {
  GAME_BET: 'kind_GAME_BET',
  GAME_WIN: 'kind_GAME_WIN',
  GAME_ROLLBACK: 'kind_GAME_ROLLBACK',
  GAME_SPIN: 'kind_GAME_SPIN',
};

/** What a record is, in the member's words: the key and its values ({{wallet}} of a transfer, {{game}} of a bet). */
export function kindLabel(record: Pick<TransactionRecord, 'kind' | 'type' | 'reference' | 'game'>): {
  key: MemberKey;
  values: Record<string, string>;
} {
  if (record.type === 'GAME') {
    const key =
      record.game && Object.hasOwn(GAME_KIND_KEYS, record.kind) ? GAME_KIND_KEYS[record.kind]! : null;
    return key
      ? { key, values: { game: record.game?.gameName ?? '' } }
      : { key: HISTORY_TYPE_KEYS.GAME, values: {} };
  }
  const key = Object.hasOwn(KIND_KEYS, record.kind)
    ? KIND_KEYS[record.kind]!
    : HISTORY_TYPE_KEYS[record.type];
  return { key, values: { wallet: record.reference ?? '' } };
}

/** A step that left the main wallet alone (a payout from the held amount) shows its gross amount unsigned. */
export function shownAmount(record: Pick<TransactionRecord, 'amount' | 'grossAmount'>): {
  value: string;
  signed: boolean;
} {
  return /^-?0\.00$/.test(record.amount)
    ? { value: record.grossAmount, signed: false }
    : { value: record.amount, signed: true };
}

/** Both days are needed, and the range must not run backwards. */
export function dateRangeProblem(startDate: string, endDate: string): MemberKey | null {
  if (!startDate || !endDate) return 'history_range_required';
  return startDate <= endDate ? null : 'history_range_order';
}

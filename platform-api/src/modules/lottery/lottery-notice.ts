import type { Queryable } from '../../db/database';

// The NOTIFY a copy sends when it draws, cancels or settles an issue (decision 077): small, the issue's id only.

export const LOTTERY_CHANNEL = 'lottery_events';

export type NoticeKind = 'drawn' | 'cancelled' | 'settled';
export interface Notice {
  kind: NoticeKind;
  id: string;
}

/** Tells every server copy, once `tx` commits, that an issue was drawn, cancelled or settled. */
export async function notifyLottery(tx: Queryable, kind: NoticeKind, issueId: string): Promise<void> {
  const notice: Notice = { kind, id: issueId };
  await tx.query('select pg_notify($1, $2)', [LOTTERY_CHANNEL, JSON.stringify(notice)]);
}

export function parseNotice(payload: string): Notice | null {
  try {
    const notice = JSON.parse(payload) as Partial<Notice>;
    const kinds: readonly string[] = ['drawn', 'cancelled', 'settled'];
    return typeof notice.id === 'string' && kinds.includes(notice.kind ?? '') ? (notice as Notice) : null;
  } catch {
    return null;
  }
}

import type { Queryable } from '../../db/database';

// The NOTIFY a copy sends when a pool moves or is won (decision 109): small, enough to know which pool to read once.

export const JACKPOT_CHANNEL = 'jackpot_events';

export type JackpotNotice =
  | { kind: 'pool'; merchantCode: string; currency: string }
  | { kind: 'win'; merchantCode: string; currency: string; winId: string };

/** Tells every server copy, once `tx` commits, that these pools moved (one notice per pool). */
export async function notifyPools(
  tx: Queryable,
  pools: readonly { merchantCode: string; currency: string }[],
): Promise<void> {
  const seen = new Set<string>();
  const payloads: string[] = [];
  for (const { merchantCode, currency } of pools) {
    const key = `${merchantCode}\u0000${currency}`;
    if (seen.has(key)) continue;
    seen.add(key);
    payloads.push(JSON.stringify({ kind: 'pool', merchantCode, currency } satisfies JackpotNotice));
  }
  if (payloads.length === 0) return;
  await tx.query('select pg_notify($1, p) from unnest($2::text[]) as p', [JACKPOT_CHANNEL, payloads]);
}

export async function notifyWin(
  tx: Queryable,
  win: { merchantCode: string; currency: string; winId: string },
): Promise<void> {
  const notice: JackpotNotice = { kind: 'win', ...win };
  await tx.query('select pg_notify($1, $2)', [JACKPOT_CHANNEL, JSON.stringify(notice)]);
}

export function parseJackpotNotice(payload: string): JackpotNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<{
      kind: string;
      merchantCode: string;
      currency: string;
      winId: string;
    }>;
    if (typeof notice.merchantCode !== 'string' || typeof notice.currency !== 'string') return null;
    if (notice.kind === 'pool')
      return { kind: 'pool', merchantCode: notice.merchantCode, currency: notice.currency };
    if (notice.kind === 'win' && typeof notice.winId === 'string')
      return {
        kind: 'win',
        merchantCode: notice.merchantCode,
        currency: notice.currency,
        winId: notice.winId,
      };
    return null;
  } catch {
    return null;
  }
}

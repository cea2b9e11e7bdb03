import type { Database } from '../db/database';
import { ProviderError } from './provider-error';

export interface OutboxOptions {
  /** Messages per channel per UTC day before the provider answers QUOTA_EXCEEDED, as a paid gateway would. */
  dailyQuota: number;
  now: () => Date;
}

/**
 * The built-in delivery: a message lands in the `outbox` table, where the dev site and tests read it. Each channel's
 * writes queue on one advisory lock, so sends in parallel cannot all see room under the quota and pass it together.
 */
export function createOutboxWriter(db: Database, channel: 'sms' | 'mail', options: OutboxOptions) {
  return async (to: string, body: string): Promise<void> => {
    const now = options.now();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [OUTBOX_LOCK, channel]);
      const [sent] = await tx.query<{ n: number }>(
        'select count(*)::int as n from outbox where channel = $1 and created_at >= $2',
        [channel, dayStart],
      );
      if ((sent?.n ?? 0) >= options.dailyQuota) throw new ProviderError('QUOTA_EXCEEDED');
      await tx.query('insert into outbox (channel, recipient, body, created_at) values ($1, $2, $3, $4)', [
        channel,
        to,
        body,
        now,
      ]);
    });
  };
}

/** Any fixed number, paired with the channel: only the outbox's writers take it. */
const OUTBOX_LOCK = 7_204_005;

export async function readOutbox(db: Database, channel: 'sms' | 'mail', to: string) {
  const rows = await db.query<{ recipient: string; body: string; created_at: Date }>(
    'select recipient, body, created_at from outbox where channel = $1 and recipient = $2 order by id desc limit 20',
    [channel, to],
  );
  return rows.map((r) => ({
    to: r.recipient,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

import type { Database } from '../db/database';
import { ProviderError } from './provider-error';

export interface OutboxOptions {
  /** Messages per channel per UTC day before the provider answers QUOTA_EXCEEDED, as a paid gateway would. */
  dailyQuota: number;
  now: () => Date;
}

/** The built-in delivery: a message lands in the `outbox` table, where the dev site and tests read it. */
export function createOutboxWriter(db: Database, channel: 'sms' | 'mail', options: OutboxOptions) {
  return async (to: string, body: string): Promise<void> => {
    const now = options.now();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const [sent] = await db.query<{ n: number }>(
      'select count(*)::int as n from outbox where channel = $1 and created_at >= $2',
      [channel, dayStart],
    );
    if ((sent?.n ?? 0) >= options.dailyQuota) throw new ProviderError('QUOTA_EXCEEDED');
    await db.query('insert into outbox (channel, recipient, body, created_at) values ($1, $2, $3, $4)', [
      channel,
      to,
      body,
      now,
    ]);
  };
}

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

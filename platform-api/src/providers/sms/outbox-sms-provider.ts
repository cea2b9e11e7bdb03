import type { Database } from '../../db/database';
import { createOutboxWriter, type OutboxOptions } from '../outbox-writer';
import type { SmsProvider } from './sms-provider';

export function createOutboxSmsProvider(db: Database, options: OutboxOptions): SmsProvider {
  const write = createOutboxWriter(db, 'sms', options);
  return { name: 'outbox', send: write };
}

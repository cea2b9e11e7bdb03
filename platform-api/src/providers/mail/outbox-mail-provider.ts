import type { Database } from '../../db/database';
import { createOutboxWriter, type OutboxOptions } from '../outbox-writer';
import type { MailProvider } from './mail-provider';

export function createOutboxMailProvider(db: Database, options: OutboxOptions): MailProvider {
  const write = createOutboxWriter(db, 'mail', options);
  return { name: 'outbox', send: (to, subject, body) => write(to.toLowerCase(), `${subject}\n\n${body}`) };
}

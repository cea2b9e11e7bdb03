import type { Queryable } from '../../db/database';
import {
  type AuditRow,
  insertAuditEntry,
  listAuditEntries,
  type OperatorAuditEntry,
} from './operator-audit-store';

/**
 * Every change an operator (or the platform on its own) makes to releases, members or region settings is recorded
 * with who, when, what and why. Call it with the transaction that makes the change, so the two commit together.
 */
export function recordOperatorAction(db: Queryable, entry: OperatorAuditEntry): Promise<void> {
  return insertAuditEntry(db, entry);
}

export function readOperatorActions(
  db: Queryable,
  filter: { area: string; subject: string | null; regions: string[] | null; limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  return listAuditEntries(db, filter);
}

export type { AuditRow, OperatorAuditEntry };

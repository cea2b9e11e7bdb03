import type { Queryable } from '../../db/database';

export interface OperatorAuditEntry {
  at: Date;
  /** Null for a change the platform made by itself. */
  operatorId: number | null;
  area: string;
  action: string;
  merchantCode: string | null;
  subject: string;
  reason: string;
  detail?: Record<string, unknown> | null;
}

export async function insertAuditEntry(db: Queryable, entry: OperatorAuditEntry): Promise<void> {
  await db.query(
    `insert into operator_audit (at, operator_id, area, action, merchant_code, subject, reason, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.at,
      entry.operatorId,
      entry.area,
      entry.action,
      entry.merchantCode,
      entry.subject,
      entry.reason,
      entry.detail ? JSON.stringify(entry.detail) : null,
    ],
  );
}

export interface AuditRow {
  at: Date;
  actor: string;
  action: string;
  merchant_code: string | null;
  subject: string;
  reason: string;
  detail: Record<string, unknown> | null;
}

/**
 * One area's entries, newest first: for the given subject (all when null) in the given regions (all when null;
 * brand-wide entries always show). Answers the page and the total.
 */
export async function listAuditEntries(
  db: Queryable,
  filter: { area: string; subject: string | null; regions: string[] | null; limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = `a.area = $1 and ($2::text is null or a.subject = $2)
     and ($3::text[] is null or a.merchant_code is null or a.merchant_code = any($3))`;
  const params = [filter.area, filter.subject, filter.regions];
  const rows = await db.query<AuditRow>(
    `select a.at, coalesce(o.username, 'system') as actor, a.action, a.merchant_code, a.subject, a.reason, a.detail
       from operator_audit a left join operators o on o.id = a.operator_id
      where ${where} order by a.at desc, a.id desc limit $4 offset $5`,
    [...params, filter.limit, filter.offset],
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from operator_audit a where ${where}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

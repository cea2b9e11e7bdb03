import type { Queryable } from '../../db/database';

export interface MemberLookupRow {
  id: number;
  account: string;
  merchant_code: string;
  currency: string;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  type: number;
  locked_at: Date | null;
  locked_reason: string | null;
  last_login_at: Date | null;
  created_at: Date;
}

const COLUMNS = `m.id, m.account, m.merchant_code, r.currency, m.dialing_code, m.mobile_num, m.email, m.type,
  m.locked_at, m.locked_reason, m.last_login_at, m.created_at`;

/** `like` reads `%`, `_` and `\` as patterns; what support types is taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Members whose account, email or mobile number (with its dialing code) contains `query`, in the given regions (all
 * when null), newest first. The three expressions are the ones the trigram indexes of migration 0050 are built on.
 */
export async function searchMembers(
  db: Queryable,
  filter: { query: string; regions: string[] | null; limit: number; offset: number },
): Promise<{ rows: MemberLookupRow[]; total: number }> {
  const where = `($1::text[] is null or m.merchant_code = any($1))
    and (lower(m.account) like $2 or lower(m.email) like $2 or (m.dialing_code || m.mobile_num) like $2)`;
  const params = [filter.regions, containsPattern(filter.query)];
  const rows = await db.query<MemberLookupRow>(
    `select ${COLUMNS} from members m join regions r using (merchant_code)
      where ${where} order by m.created_at desc, m.id desc limit $3 offset $4`,
    [...params, filter.limit, filter.offset],
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from members m where ${where}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** One member as support reads it; `lock` holds the row until the transaction ends. */
export async function findLookupMember(
  db: Queryable,
  memberId: number,
  lock = false,
): Promise<MemberLookupRow | null> {
  const [row] = await db.query<MemberLookupRow>(
    `select ${COLUMNS} from members m join regions r using (merchant_code) where m.id = $1
     ${lock ? 'for update of m' : ''}`,
    [memberId],
  );
  return row ?? null;
}

export async function setMemberLock(
  tx: Queryable,
  memberId: number,
  lock: { at: Date; reason: string } | null,
): Promise<void> {
  await tx.query('update members set locked_at = $2, locked_reason = $3 where id = $1', [
    memberId,
    lock?.at ?? null,
    lock?.reason ?? null,
  ]);
}

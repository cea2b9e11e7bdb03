import type { Queryable } from '../../db/database';

/** The unique indexes of members (migration 0001) that a racing insert or update can run into. */
export const MEMBER_UNIQUE_INDEXES = { account: 'members_account_uq', mobile: 'members_mobile_uq' } as const;

export interface MemberRow {
  id: number;
  merchant_code: string;
  account: string;
  password_hash: string;
  password_changed_at: Date;
  must_change_password: boolean;
  reset_password_hash: string | null;
  reset_expires_at: Date | null;
  nickname: string | null;
  type: number;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string | null;
  affiliate_code: string | null;
  referral_code: string | null;
  icon: string;
  language: string | null;
  first_time_login: boolean;
  last_login_at: Date | null;
  last_login_ip: string | null;
  prev_login_at: Date | null;
  prev_login_ip: string | null;
  /** Set while support has the account locked (decision 088). */
  locked_at: Date | null;
  locked_reason: string | null;
  created_at: Date;
}

export async function findMemberByAccount(db: Queryable, merchantCode: string, account: string) {
  const [row] = await db.query<MemberRow>(
    'select * from members where merchant_code = $1 and lower(account) = lower($2)',
    [merchantCode, account.trim()],
  );
  return row ?? null;
}

export async function findMemberByMobile(
  db: Queryable,
  merchantCode: string,
  dialingCode: string,
  mobileNum: string,
) {
  const [row] = await db.query<MemberRow>(
    'select * from members where merchant_code = $1 and dialing_code = $2 and mobile_num = $3',
    [merchantCode, dialingCode, mobileNum],
  );
  return row ?? null;
}

export async function findMemberById(db: Queryable, id: number) {
  const [row] = await db.query<MemberRow>('select * from members where id = $1', [id]);
  return row ?? null;
}

/** The account names of members by id; an id with no member is left out. */
export async function findAccountsByIds(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; account: string }>(
    'select id, account from members where id = any($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.account]));
}

/** An agent of this merchant whose affiliate code matches, case-insensitively. */
export async function findAgentByAffiliateCode(
  db: Queryable,
  merchantCode: string,
  code: string,
  agentTypes: readonly number[],
) {
  const [row] = await db.query<MemberRow>(
    'select * from members where merchant_code = $1 and upper(affiliate_code) = upper($2) and type = any($3::int[])',
    [merchantCode, code.trim(), agentTypes],
  );
  return row ?? null;
}

export async function findMemberByReferralCode(db: Queryable, merchantCode: string, code: string) {
  const [row] = await db.query<MemberRow>(
    'select * from members where merchant_code = $1 and upper(referral_code) = upper($2)',
    [merchantCode, code.trim()],
  );
  return row ?? null;
}

export interface NewMember {
  merchantCode: string;
  account: string;
  passwordHash: string;
  type: number;
  nickname?: string | null;
  dialingCode?: string | null;
  mobileNum?: string | null;
  email?: string | null;
  payeeName?: string | null;
  profile?: Record<string, string>;
  parentId?: number | null;
  referredBy?: number | null;
  referralCode: string | null;
  language: string | null;
  firstTimeLogin: boolean;
  registerIp: string;
  now: Date;
}

export async function insertMember(tx: Queryable, m: NewMember): Promise<MemberRow> {
  const [row] = await tx.query<MemberRow>(
    `insert into members (merchant_code, account, password_hash, password_changed_at, type, nickname, dialing_code,
       mobile_num, email, payee_name, profile, parent_id, referred_by, referral_code, language, first_time_login,
       register_ip, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $4)
     returning *`,
    [
      m.merchantCode,
      m.account,
      m.passwordHash,
      m.now,
      m.type,
      m.nickname ?? null,
      m.dialingCode ?? null,
      m.mobileNum ?? null,
      m.email ?? null,
      m.payeeName ?? null,
      JSON.stringify(m.profile ?? {}),
      m.parentId ?? null,
      m.referredBy ?? null,
      m.referralCode,
      m.language,
      m.firstTimeLogin,
      m.registerIp,
    ],
  );
  return row!;
}

/** The previous login moves to prev_* so member info can show "last login" beside the current one. */
export async function recordLogin(tx: Queryable, memberId: number, ip: string, now: Date) {
  await tx.query(
    `update members set prev_login_at = last_login_at, prev_login_ip = last_login_ip,
       last_login_at = $3, last_login_ip = $2 where id = $1`,
    [memberId, ip, now],
  );
  await tx.query(
    'insert into member_known_ips (member_id, ip, first_seen) values ($1, $2, $3) on conflict do nothing',
    [memberId, ip, now],
  );
}

export async function knownIpState(db: Queryable, memberId: number, ip: string) {
  const [row] = await db.query<{ total: number; this_ip: number }>(
    `select count(*)::int as total, count(*) filter (where ip = $2)::int as this_ip
       from member_known_ips where member_id = $1`,
    [memberId, ip],
  );
  return { hasAny: (row?.total ?? 0) > 0, isKnown: (row?.this_ip ?? 0) > 0 };
}

export async function updatePassword(
  tx: Queryable,
  memberId: number,
  passwordHash: string,
  now: Date,
  mustChange: boolean,
) {
  // Any mailed temporary password is void from now on.
  await tx.query(
    `update members set password_hash = $2, password_changed_at = $3, must_change_password = $4,
       reset_password_hash = null, reset_expires_at = null where id = $1`,
    [memberId, passwordHash, now, mustChange],
  );
}

/** Stores the same password hashed with current parameters, unless it changed meanwhile. */
export async function replacePasswordHash(db: Queryable, memberId: number, oldHash: string, newHash: string) {
  await db.query('update members set password_hash = $3 where id = $1 and password_hash = $2', [
    memberId,
    oldHash,
    newHash,
  ]);
}

export async function clearFirstTimeLogin(db: Queryable, memberId: number) {
  await db.query('update members set first_time_login = false where id = $1', [memberId]);
}

export async function updateIcon(db: Queryable, memberId: number, icon: string) {
  await db.query('update members set icon = $2 where id = $1', [memberId, icon]);
}

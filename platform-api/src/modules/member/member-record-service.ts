import type { Queryable } from '../../db/database';
import {
  clearFirstTimeLogin,
  findAgentByAffiliateCode,
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  findMemberByReferralCode,
  insertMember,
  knownIpState,
  type MemberRow,
  type NewMember,
  recordLogin,
  replacePasswordHash,
  updatePassword,
} from './member-store';

// The member record as other modules (sign-in, registration, verification, deposits) read and write it. The SQL
// stays in member-store, private to this module; these are the only doors into it from outside.

export { MEMBER_UNIQUE_INDEXES, type MemberRow, type NewMember } from './member-store';

/** A phone number as the member record keeps it. */
export interface MemberPhone {
  dialingCode: string;
  mobileNum: string;
}

/** The member a sign-in name belongs to in a merchant (names compare without case), or null. */
export function memberByAccount(
  db: Queryable,
  merchantCode: string,
  account: string,
): Promise<MemberRow | null> {
  return findMemberByAccount(db, merchantCode, account);
}

/** The member a phone number belongs to in a merchant, or null. */
export function memberByMobile(
  db: Queryable,
  merchantCode: string,
  phone: MemberPhone,
): Promise<MemberRow | null> {
  return findMemberByMobile(db, merchantCode, phone.dialingCode, phone.mobileNum);
}

export function memberById(db: Queryable, memberId: number): Promise<MemberRow | null> {
  return findMemberById(db, memberId);
}

/** The agent (one of `agentTypes`) whose affiliate code a newcomer typed, or null. */
export function agentByAffiliateCode(
  db: Queryable,
  merchantCode: string,
  code: string,
  agentTypes: readonly number[],
): Promise<MemberRow | null> {
  return findAgentByAffiliateCode(db, merchantCode, code, agentTypes);
}

/** The member whose referral link a newcomer came by, or null. */
export function memberByReferralCode(
  db: Queryable,
  merchantCode: string,
  code: string,
): Promise<MemberRow | null> {
  return findMemberByReferralCode(db, merchantCode, code);
}

/** Writes a new member in the caller's transaction (a unique index may refuse it: MEMBER_UNIQUE_INDEXES). */
export function createMember(tx: Queryable, member: NewMember): Promise<MemberRow> {
  return insertMember(tx, member);
}

/** Keeps this login as the last one (the one before becomes "previous") and remembers the IP as known. */
export function recordMemberLogin(tx: Queryable, memberId: number, ip: string, now: Date): Promise<void> {
  return recordLogin(tx, memberId, ip, now);
}

/** Whether the member has logged in from any IP before, and from this one. */
export function knownIpsOf(
  db: Queryable,
  memberId: number,
  ip: string,
): Promise<{ hasAny: boolean; isKnown: boolean }> {
  return knownIpState(db, memberId, ip);
}

/** Sets a new password hash; any mailed temporary password is void from now on. */
export function setPasswordHash(
  tx: Queryable,
  memberId: number,
  passwordHash: string,
  now: Date,
  mustChange: boolean,
): Promise<void> {
  return updatePassword(tx, memberId, passwordHash, now, mustChange);
}

/** Stores the same password hashed with current parameters, unless it changed meanwhile. */
export function rehashPassword(
  db: Queryable,
  memberId: number,
  oldHash: string,
  newHash: string,
): Promise<void> {
  return replacePasswordHash(db, memberId, oldHash, newHash);
}

/** The member has seen the first-login prompt; it is not shown again. */
export function markFirstLoginSeen(db: Queryable, memberId: number): Promise<void> {
  return clearFirstTimeLogin(db, memberId);
}

import * as v from 'valibot';
import { moneySchema } from '../money/money';
import { requiredText } from './common-schemas';
import { defineCall } from './define-call';
import { pageOf, pagingFields, queryInt } from './wallet-calls';

/**
 * Member look-up for support (decision 088): find a member in the regions the operator may see, read the profile,
 * balances, ledger entries and sessions, and lock or unlock the account. A member of a region the operator may not
 * see answers NOT_FOUND. Contact details come masked except the last digits.
 */

const memberIdField = { memberId: queryInt(1, 2_000_000_000) };
/** A member id in a body: a positive integer the members table can hold. */
const memberIdNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const reasonSchema = requiredText(500);

export const operatorMemberSummarySchema = v.object({
  memberId: v.number(),
  account: v.string(),
  merchantCode: v.string(),
  currency: v.string(),
  /** Masked: `*****5678`. */
  mobile: v.nullable(v.string()),
  /** Masked: `d***@example.com`. */
  email: v.nullable(v.string()),
  isAgent: v.boolean(),
  isTrial: v.boolean(),
  locked: v.boolean(),
  createdAt: v.string(),
});

/** Members whose account, mobile number or email contains the query (at least 2 characters), newest first. */
export const operatorMembersCall = defineCall({
  name: 'operatorMembers',
  method: 'GET',
  path: '/ops/members',
  auth: 'operator',
  roles: ['SUPPORT', 'FINANCE'],
  request: v.strictObject({
    query: v.pipe(v.string(), v.trim(), v.minLength(2, 'type at least 2 characters'), v.maxLength(64)),
    merchantCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/, 'unknown region'))),
    ...pagingFields,
  }),
  response: pageOf(operatorMemberSummarySchema),
});

export const operatorMemberSessionSchema = v.object({
  id: v.number(),
  ip: v.string(),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  expiresAt: v.nullable(v.string()),
  /** Null while the session is live. */
  endedAt: v.nullable(v.string()),
});

export const operatorMemberDetailSchema = v.object({
  ...operatorMemberSummarySchema.entries,
  lockedAt: v.nullable(v.string()),
  lockedReason: v.nullable(v.string()),
  lastLoginAt: v.nullable(v.string()),
  /** Main wallet first, then each vendor wallet, in the member's currency. */
  balances: v.array(v.object({ wallet: v.string(), balance: moneySchema })),
  /** The 20 most recent sessions, newest first. */
  sessions: v.array(operatorMemberSessionSchema),
});

export const operatorMemberCall = defineCall({
  name: 'operatorMember',
  method: 'GET',
  path: '/ops/members/detail',
  auth: 'operator',
  roles: ['SUPPORT', 'FINANCE'],
  request: v.strictObject(memberIdField),
  response: operatorMemberDetailSchema,
});

export const operatorLedgerEntrySchema = v.object({
  at: v.string(),
  /** The posting's kind (DEPOSIT, WITHDRAWAL, TRANSFER, GAME_BET, GAME_WIN, LOTTERY_BET, ...). */
  kind: v.string(),
  wallet: v.string(),
  /** Signed: positive credits the member. */
  amount: moneySchema,
  balanceAfter: v.nullable(moneySchema),
  reference: v.nullable(v.string()),
});

/** The member's ledger entries, newest first. */
export const operatorMemberLedgerCall = defineCall({
  name: 'operatorMemberLedger',
  method: 'GET',
  path: '/ops/members/ledger',
  auth: 'operator',
  roles: ['SUPPORT', 'FINANCE'],
  request: v.strictObject({ ...memberIdField, ...pagingFields }),
  response: pageOf(operatorLedgerEntrySchema),
});

/**
 * Locks an account: every session ends at once, login answers ACCOUNT_LOCKED, money stays where it is. Locking a
 * locked account (or unlocking an unlocked one) changes nothing and answers the same.
 */
export const lockMemberCall = defineCall({
  name: 'lockMember',
  method: 'POST',
  path: '/ops/members/lock',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({ memberId: memberIdNumber, reason: reasonSchema }),
  response: operatorMemberDetailSchema,
});

export const unlockMemberCall = defineCall({
  name: 'unlockMember',
  method: 'POST',
  path: '/ops/members/unlock',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({ memberId: memberIdNumber, reason: reasonSchema }),
  response: operatorMemberDetailSchema,
});

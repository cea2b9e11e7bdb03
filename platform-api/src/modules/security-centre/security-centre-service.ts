import {
  ApiError,
  type BankAccount,
  type bindBankAccountCall,
  type bindEmailCall,
  type bindMobileCall,
  type CallParsedRequest,
  matchesPattern,
  PATTERN,
  type setPaymentPasswordCall,
} from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import { violatedUniqueIndex } from '../../db/unique-violation';
import type { Deps } from '../../deps';
import type { SessionContext } from '../../http/request-context';
import { MEMBER_UNIQUE_INDEXES, maskEmail, maskMobile } from '../member/member-service';
import { hashPassword } from '../security/password-hash';
import { checkCode, checkPhone, phoneTarget, spendCode } from '../verification/verification-service';
import { checkPaymentPassword, realMember } from './member-checks';
import {
  type BankAccountRow,
  findBankAccount,
  findMemberIdByMobile,
  findSecurityMember,
  findWithdrawalSettings,
  insertBankAccount,
  listBankAccounts,
  lockMember,
  type SecurityMember,
  storePaymentPasswordHash,
  updateEmail,
  updateMobile,
  type WithdrawalSettings,
} from './security-centre-store';
import {
  notifyOldContacts,
  proveSecurityChange,
  recordSecurityChange,
  sendSecurityCode,
} from './security-step-up';

/** Only the last four digits of an account number ever reach the member's screen. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

export function bankAccountView(account: BankAccountRow): BankAccount {
  return {
    id: account.id,
    bankName: account.bankName,
    accountName: account.accountName,
    accountNumberMasked: maskAccountNumber(account.accountNumber),
    createdAt: account.createdAt.toISOString(),
  };
}

export async function withdrawalSettingsOf(db: Queryable, merchantCode: string): Promise<WithdrawalSettings> {
  const settings = await findWithdrawalSettings(db, merchantCode);
  if (!settings) throw new ApiError('OPERATION_NOT_ENABLED');
  return settings;
}

/** The login password and a code to the current contact prove it is the member, for a first password and a change. */
export async function setPaymentPassword(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof setPaymentPasswordCall>,
): Promise<null> {
  const member = await realMember(deps, ctx.session.memberId);
  if (input.paymentPassword !== input.confirmPaymentPassword) throw new ApiError('PASSWORDS_DIFFER');
  const codeId = await proveSecurityChange(deps, ctx, member, input);
  const hash = await hashPassword(input.paymentPassword);
  await deps.db.transaction(async (tx) => {
    await recordSecurityChange(tx, deps, member, codeId);
    await storePaymentPasswordHash(tx, member.id, hash);
  });
  await notifyOldContacts(deps, member, 'payment password');
  return null;
}

export async function securityCode(deps: Deps, ctx: SessionContext) {
  return sendSecurityCode(deps, ctx, await realMember(deps, ctx.session.memberId));
}

/** The member behind a session with its security facts (payment password, last security change), trial or not. */
export async function securityMemberOf(deps: Deps, memberId: number): Promise<SecurityMember> {
  const member = await findSecurityMember(deps.db, memberId);
  if (!member) throw new ApiError('NOT_LOGGED_IN');
  return member;
}

/** The member's bank accounts as the member may see them (masked numbers). */
export async function bankAccountViewsOf(deps: Deps, memberId: number): Promise<BankAccount[]> {
  return (await listBankAccounts(deps.db, memberId)).map(bankAccountView);
}

/** The member's own bank account by id; another member's id reads as absent (null). */
export function memberBankAccount(deps: Deps, memberId: number, id: string): Promise<BankAccountRow | null> {
  return findBankAccount(deps.db, memberId, id);
}

/** Keeps a payment password set at registration, in the registration's transaction. */
export function keepPaymentPasswordHash(tx: Queryable, memberId: number, hash: string): Promise<void> {
  return storePaymentPasswordHash(tx, memberId, hash);
}

export async function bankAccounts(deps: Deps, ctx: SessionContext) {
  const member = await securityMemberOf(deps, ctx.session.memberId);
  const settings = await withdrawalSettingsOf(deps.db, member.merchantCode);
  return {
    banks: settings.banks,
    accounts: await bankAccountViewsOf(deps, member.id),
    hasPaymentPassword: member.paymentPasswordHash !== null,
    maxAccounts: settings.maxBankAccounts,
  };
}

function refused(field: string, reason: string, message: string): ApiError {
  return new ApiError('BAD_REQUEST', { message, details: [{ field, reason }] });
}

export async function bindBankAccount(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof bindBankAccountCall>,
): Promise<BankAccount> {
  const member = await realMember(deps, ctx.session.memberId);
  await checkPaymentPassword(deps, member, input.paymentPassword);
  const settings = await withdrawalSettingsOf(deps.db, member.merchantCode);
  if (!settings.banks.includes(input.bankName))
    throw refused('bankName', 'not_offered', 'This bank is not offered');
  const codeId = await proveSecurityChange(deps, ctx, member, input);
  const account = await deps.db.transaction(async (tx) => {
    // Two binds racing must not both pass the count.
    await lockMember(tx, member.id);
    const existing = await listBankAccounts(tx, member.id);
    if (existing.length >= settings.maxBankAccounts) throw new ApiError('BANK_ACCOUNT_LIMIT');
    const inserted = await insertBankAccount(tx, {
      memberId: member.id,
      bankName: input.bankName,
      accountName: input.accountName,
      accountNumber: input.accountNumber,
      createdAt: deps.now(),
    });
    if (inserted) await recordSecurityChange(tx, deps, member, codeId);
    return inserted;
  });
  if (!account) throw refused('accountNumber', 'already_bound', 'This account number is already bound');
  await notifyOldContacts(deps, member, 'bank account');
  return bankAccountView(account);
}

/**
 * `verificationCode` is the one the register-code call sent to the new number, which also refuses numbers already
 * taken; the login password and `securityCode` (to the contact bound before) prove it is the member.
 */
export async function bindMobile(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof bindMobileCall>,
): Promise<{ mobileNum: string }> {
  const member = await realMember(deps, ctx.session.memberId);
  const phone = checkPhone(input.mobileNum, input.countryDialingCode);
  const takenBy = await findMemberIdByMobile(
    deps.db,
    member.merchantCode,
    phone.dialingCode,
    phone.mobileNum,
  );
  if (takenBy !== null && takenBy !== member.id) throw new ApiError('MOBILE_EXISTS');
  const securityCodeId = await proveSecurityChange(deps, ctx, member, input);
  const codeId = await checkCode(deps, ctx, 'REGISTER', phoneTarget(phone), input.verificationCode);
  try {
    await deps.db.transaction(async (tx) => {
      await spendCode(tx, codeId, deps.now());
      await recordSecurityChange(tx, deps, member, securityCodeId);
      await updateMobile(tx, member.id, phone.dialingCode, phone.mobileNum);
    });
  } catch (error) {
    // Another member took the number meanwhile: the unique index decides.
    if (violatedUniqueIndex(error) === MEMBER_UNIQUE_INDEXES.mobile) throw new ApiError('MOBILE_EXISTS');
    throw error;
  }
  await notifyOldContacts(deps, member, 'mobile');
  return { mobileNum: maskMobile(phone.dialingCode, phone.mobileNum) ?? '' };
}

export async function bindEmail(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof bindEmailCall>,
): Promise<{ email: string }> {
  const member = await realMember(deps, ctx.session.memberId);
  const email = input.email.trim();
  if (!matchesPattern(PATTERN.EMAIL, email)) throw new ApiError('CREDENTIAL_FORMAT_INCORRECT');
  const codeId = await proveSecurityChange(deps, ctx, member, input);
  await deps.db.transaction(async (tx) => {
    await recordSecurityChange(tx, deps, member, codeId);
    await updateEmail(tx, member.id, email);
  });
  await notifyOldContacts(deps, member, 'email');
  return { email: maskEmail(email) ?? '' };
}

import type { Queryable } from '../../db/database';

export interface SecurityMember {
  id: number;
  merchantCode: string;
  account: string;
  type: number;
  passwordHash: string;
  paymentPasswordHash: string | null;
  dialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  /** The last change of mobile, email, payment password or bank accounts; withdrawals wait after it. */
  securityChangedAt: Date | null;
}

export async function findSecurityMember(db: Queryable, memberId: number): Promise<SecurityMember | null> {
  const [row] = await db.query<{
    id: number;
    merchant_code: string;
    account: string;
    type: number;
    password_hash: string;
    payment_password_hash: string | null;
    dialing_code: string | null;
    mobile_num: string | null;
    email: string | null;
    security_changed_at: Date | string | null;
  }>(
    `select id, merchant_code, account, type, password_hash, payment_password_hash, dialing_code, mobile_num, email,
            security_changed_at
       from members where id = $1`,
    [memberId],
  );
  return row
    ? {
        id: row.id,
        merchantCode: row.merchant_code,
        account: row.account,
        type: row.type,
        passwordHash: row.password_hash,
        paymentPasswordHash: row.payment_password_hash,
        dialingCode: row.dialing_code,
        mobileNum: row.mobile_num,
        email: row.email,
        securityChangedAt: row.security_changed_at === null ? null : new Date(row.security_changed_at),
      }
    : null;
}

/** Starts the withdrawal hold: called in the transaction of every security-centre change. */
export async function markSecurityChange(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query('update members set security_changed_at = $2 where id = $1', [memberId, now]);
}

export async function storePaymentPasswordHash(db: Queryable, memberId: number, hash: string): Promise<void> {
  await db.query('update members set payment_password_hash = $2 where id = $1', [memberId, hash]);
}

export interface WithdrawalSettings {
  merchantCode: string;
  minAmount: bigint;
  maxAmount: bigint;
  confirmMinutes: number;
  maxBankAccounts: number;
  banks: string[];
  /** How long withdrawals wait after a security-centre change. */
  securityHoldHours: number;
}

export async function findWithdrawalSettings(
  db: Queryable,
  merchantCode: string,
): Promise<WithdrawalSettings | null> {
  const [row] = await db.query<{
    min_amount: string;
    max_amount: string;
    confirm_minutes: number;
    max_bank_accounts: number;
    banks: string[];
    security_hold_hours: number;
  }>(
    `select min_amount::text as min_amount, max_amount::text as max_amount, confirm_minutes, max_bank_accounts, banks,
            security_hold_hours
       from withdrawal_settings where merchant_code = $1`,
    [merchantCode],
  );
  return row
    ? {
        merchantCode,
        minAmount: BigInt(row.min_amount),
        maxAmount: BigInt(row.max_amount),
        confirmMinutes: row.confirm_minutes,
        maxBankAccounts: row.max_bank_accounts,
        banks: row.banks,
        securityHoldHours: row.security_hold_hours,
      }
    : null;
}

export interface BankAccountRow {
  id: string;
  memberId: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  createdAt: Date;
}

interface RawBankAccount {
  id: string;
  member_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Date | string;
}

const BANK_ACCOUNT_COLUMNS = 'id::text as id, member_id, bank_name, account_name, account_number, created_at';

function toBankAccount(row: RawBankAccount): BankAccountRow {
  return {
    id: row.id,
    memberId: row.member_id,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    createdAt: new Date(row.created_at),
  };
}

export async function listBankAccounts(db: Queryable, memberId: number): Promise<BankAccountRow[]> {
  const rows = await db.query<RawBankAccount>(
    `select ${BANK_ACCOUNT_COLUMNS} from bank_accounts where member_id = $1 order by bank_accounts.id`,
    [memberId],
  );
  return rows.map(toBankAccount);
}

/** The member's own bank account; another member's id reads as absent. */
export async function findBankAccount(
  db: Queryable,
  memberId: number,
  id: string,
): Promise<BankAccountRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await db.query<RawBankAccount>(
    `select ${BANK_ACCOUNT_COLUMNS} from bank_accounts where member_id = $1 and id = $2::bigint`,
    [memberId, id],
  );
  return row ? toBankAccount(row) : null;
}

export async function insertBankAccount(
  db: Queryable,
  account: Omit<BankAccountRow, 'id'>,
): Promise<BankAccountRow | null> {
  const [row] = await db.query<RawBankAccount>(
    `insert into bank_accounts (member_id, bank_name, account_name, account_number, created_at)
       values ($1, $2, $3, $4, $5)
       on conflict (member_id, account_number) do nothing
       returning ${BANK_ACCOUNT_COLUMNS}`,
    [account.memberId, account.bankName, account.accountName, account.accountNumber, account.createdAt],
  );
  return row ? toBankAccount(row) : null;
}

/** Serialises the member's own security-centre writes (bank account count, mobile) behind one row lock. */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('select id from members where id = $1 for update', [memberId]);
}

export async function findMemberIdByMobile(
  db: Queryable,
  merchantCode: string,
  dialingCode: string,
  mobileNum: string,
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    'select id from members where merchant_code = $1 and dialing_code = $2 and mobile_num = $3',
    [merchantCode, dialingCode, mobileNum],
  );
  return row?.id ?? null;
}

export async function updateMobile(
  db: Queryable,
  memberId: number,
  dialingCode: string,
  mobileNum: string,
): Promise<void> {
  await db.query('update members set dialing_code = $2, mobile_num = $3 where id = $1', [
    memberId,
    dialingCode,
    mobileNum,
  ]);
}

export async function updateEmail(db: Queryable, memberId: number, email: string): Promise<void> {
  await db.query('update members set email = $2 where id = $1', [memberId, email]);
}

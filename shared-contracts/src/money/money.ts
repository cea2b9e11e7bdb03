import * as v from 'valibot';

/**
 * Money on the wire is a decimal string in major units with exactly two decimals ("1500.00"); in the ledger it is
 * an integer count of minor units (a bigint). Every currency is shown with two decimals (spec section 9), so every
 * currency has a hundredth as its minor unit here.
 */
export const MONEY_DECIMALS = 2;
const MINOR_PER_MAJOR = 10n ** BigInt(MONEY_DECIMALS);

/** The largest single amount a request may carry: one hundred billion major units. */
export const MAX_REQUEST_AMOUNT_MINOR = 100_000_000_000n * MINOR_PER_MAJOR;

const AMOUNT_TEXT = /^(0|[1-9]\d{0,14})(\.\d+)?$/;

/**
 * Why an amount is refused: the reason the server puts in a refusal's `details` and the key a form shows, so a
 * form and the server say the same thing about the same text.
 */
export const AMOUNT_REASON = {
  format: 'amount_format',
  decimals: 'amount_decimals',
  positive: 'amount_positive',
  aboveMax: 'amount_above_max',
} as const;

/** A positive request amount with at most two decimals and at most MAX_REQUEST_AMOUNT (strings only, never floats). */
export const amountSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(24, AMOUNT_REASON.format),
  v.regex(AMOUNT_TEXT, AMOUNT_REASON.format),
  v.check((text) => (text.split('.')[1] ?? '').length <= MONEY_DECIMALS, AMOUNT_REASON.decimals),
  v.check((text) => (tryParseMoney(text) ?? 0n) > 0n, AMOUNT_REASON.positive),
  v.check((text) => (tryParseMoney(text) ?? 0n) <= MAX_REQUEST_AMOUNT_MINOR, AMOUNT_REASON.aboveMax),
);

/** Valibot runs every check of a pipe even after one failed, so the later checks must not throw. */
function tryParseMoney(text: string): bigint | null {
  try {
    return parseMoney(text);
  } catch {
    return null;
  }
}

/** Money in an answer: a decimal string, negative when it leaves the member. */
export const moneySchema = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/));

/** "12.5" -> 1250n. Throws on text that is not a non-negative decimal with at most two decimals. */
export function parseMoney(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * MINOR_PER_MAJOR + BigInt(fraction.padEnd(MONEY_DECIMALS, '0'));
}

/** 1250n -> "12.50"; -1250n -> "-12.50". */
export function formatMoney(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  const whole = abs / MINOR_PER_MAJOR;
  const fraction = (abs % MINOR_PER_MAJOR).toString().padStart(MONEY_DECIMALS, '0');
  return `${sign}${whole}.${fraction}`;
}

/** "1234567.5" -> "1,234,567.50": the balance display of spec section 9. */
export function displayMoney(amount: string): string {
  const minor = amount.startsWith('-') ? -parseMoney(amount.slice(1)) : parseMoney(amount);
  const [whole = '0', fraction = '00'] = formatMoney(minor).replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0n ? '-' : ''}${grouped}.${fraction}`;
}

/** The balance hidden by the member: the same length of asterisks, so the layout does not jump. */
export function maskMoney(amount: string): string {
  return displayMoney(amount).replace(/\d/g, '*');
}

/** A client-made idempotency key: 16 to 64 letters, digits, '-' or '_' (a UUID fits). */
export const idempotencyKeySchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey must be 16-64 letters, digits, - or _'),
);

/** A fresh idempotency key for one money action; reuse it only to retry that same action. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

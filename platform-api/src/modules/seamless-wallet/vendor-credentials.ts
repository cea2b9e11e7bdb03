import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
// The operator module's AES-256-GCM sealing (`v1.iv.tag.ciphertext`) is general; vendor secrets use it with their own key.
import { openTotpSecret as openSealed, sealTotpSecret as seal } from '../operator/operator-totp';

// A vendor signs each wallet call with a secret it shares with the region (decision 045). The server must compute the
// same HMAC, so the secret is kept sealed under VENDOR_SECRET_KEY rather than hashed.

/** hex HMAC-SHA256 under the vendor's secret of `${timestamp}.${raw body}`: what the x-signature header carries. */
export function vendorSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** A new random secret to hand to a vendor. */
export function newVendorSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Stores (or replaces) the vendor's secret for the region, sealed. Throws when the server has no sealing key. */
export async function setVendorCredential(
  deps: Pick<Deps, 'config' | 'now'> & { db: Queryable },
  input: { merchantCode: string; vendor: string; secret: string },
): Promise<void> {
  const key = deps.config.vendorSecretKey;
  if (!key) throw new Error('VENDOR_SECRET_KEY is not set: vendor secrets cannot be sealed');
  await deps.db.query(
    `insert into vendor_credentials (merchant_code, vendor, sealed_secret, created_at) values ($1, $2, $3, $4)
     on conflict (merchant_code, vendor) do update set sealed_secret = excluded.sealed_secret, enabled = true`,
    [input.merchantCode, input.vendor, seal(input.secret, key), deps.now()],
  );
}

/** The vendor's secret in the region; null when it has none, is disabled, or the server cannot open it. */
export async function vendorSecret(deps: Deps, merchantCode: string, vendor: string): Promise<string | null> {
  const key = deps.config.vendorSecretKey;
  if (!key) return null;
  const [row] = await deps.db.query<{ sealed_secret: string }>(
    'select sealed_secret from vendor_credentials where merchant_code = $1 and vendor = $2 and enabled',
    [merchantCode, vendor],
  );
  return row ? openSealed(row.sealed_secret, key) : null;
}

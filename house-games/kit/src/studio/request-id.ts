/** A request's idempotency key (bet, cash-out…): 32 random hex characters (crypto.randomUUID needs a secure context; this does not). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

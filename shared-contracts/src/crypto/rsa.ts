/** The RSA-OAEP (SHA-256) parameters of both sides of the hybrid encryption; not part of any public surface. */
export const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

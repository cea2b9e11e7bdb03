import { newIdempotencyKey } from '@platform/shared-contracts/client';
import { useState } from 'react';

/**
 * One idempotency key per money action attempt (decision 016): a transfer, a withdrawal, a lottery slip. Retrying the
 * same request, e.g. after a timeout, sends the same key, so the server answers with the first result instead of
 * moving money twice; a changed request or a finished one gets a fresh key (reusing it for other content would be
 * IDEMPOTENCY_CONFLICT, and every later try would be refused too).
 */
export class IdempotencyKeys {
  private current: { request: string; key: string } | null = null;

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  /** The key for this request: the last one while the request is unchanged, else a new one. */
  keyFor(request: unknown): string {
    const text = JSON.stringify(request);
    if (this.current?.request !== text) this.current = { request: text, key: this.makeKey() };
    return this.current.key;
  }

  /** The action went through: the next attempt is a new action. */
  succeeded(): void {
    this.current = null;
  }
}

export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => new IdempotencyKeys());
  return keys;
}

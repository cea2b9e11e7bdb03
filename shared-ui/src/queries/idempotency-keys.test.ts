import { describe, expect, it } from 'vitest';
import { IdempotencyKeys } from './idempotency-keys';

describe('idempotency keys', () => {
  const counting = () => {
    let n = 0;
    return new IdempotencyKeys(() => `key-${++n}-0123456789abcdef`);
  };

  it('keeps one key across retries of the same request', () => {
    const keys = counting();
    const request = { from: 'MAIN', to: 'PG', amount: '100' };
    const first = keys.keyFor(request);
    expect(keys.keyFor({ ...request })).toBe(first);
  });

  it('makes a new key when the request changes, or after it went through', () => {
    const keys = counting();
    const first = keys.keyFor({ amount: '100' });
    const changed = keys.keyFor({ amount: '200' });
    expect(changed).not.toBe(first);
    keys.succeeded();
    expect(keys.keyFor({ amount: '200' })).not.toBe(changed);
  });

  it('makes keys the server accepts by default', () => {
    expect(new IdempotencyKeys().keyFor({})).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { mustChangePassword } from './finish-login';

const flags = (weakPassword: boolean, passwordExpired: boolean) => ({ weakPassword, passwordExpired });

describe('mustChangePassword (spec section 4, login step 4)', () => {
  it('forces a change for the weak default password or an expired one', () => {
    expect(mustChangePassword(flags(true, false), 'username', 'x')).toBe(true);
    expect(mustChangePassword(flags(false, false), 'username', '{secret}')).toBe(true);
    expect(mustChangePassword(flags(false, true), 'username', 'x')).toBe(true);
    expect(mustChangePassword(flags(false, true), 'verify', 'x')).toBe(true);
    expect(mustChangePassword(flags(false, false), 'username', 'x')).toBe(false);
  });

  it('never for SMS or free-play logins', () => {
    expect(mustChangePassword(flags(false, true), 'sms', null)).toBe(false);
    expect(mustChangePassword(flags(true, true), 'trial', null)).toBe(false);
  });
});

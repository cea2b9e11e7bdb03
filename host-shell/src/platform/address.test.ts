import { beforeEach, describe, expect, it } from 'vitest';
import { captureAddressQuery } from './address';

describe('values from the address', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('signs in with a token from the address and removes it from the visible address', () => {
    window.history.replaceState(null, '', '/lottery?token=abcdefghijklmnopqrstuvwxyz012345&gameCode=ssc');
    captureAddressQuery();
    expect(sessionStorage.getItem('token')).toBe('abcdefghijklmnopqrstuvwxyz012345');
    expect(window.location.search).toBe('?gameCode=ssc');
  });

  it('keeps referral and affiliate codes for registration, across pages of the session', () => {
    window.history.replaceState(null, '', '/?referralCode=DEMOREF1&affiliateCode=AGENT01');
    expect(captureAddressQuery()).toEqual({ referralCode: 'DEMOREF1', affiliateCode: 'AGENT01' });
    window.history.replaceState(null, '', '/promotions');
    expect(captureAddressQuery()).toEqual({ referralCode: 'DEMOREF1', affiliateCode: 'AGENT01' });
  });

  it('ignores values that are not codes', () => {
    window.history.replaceState(null, '', '/?token=short&referralCode=%3Cscript%3E');
    expect(captureAddressQuery()).toEqual({});
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('takes even a token it cannot use out of the address and the history entry', () => {
    window.history.replaceState(null, '', '/promotions?token=not%20a%20token!&referralCode=DEMOREF1#top');
    captureAddressQuery();
    expect(window.location.href).not.toContain('token');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/promotions?referralCode=DEMOREF1#top',
    );
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

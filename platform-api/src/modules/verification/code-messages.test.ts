import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import type { MerchantState } from '../system/merchant-state';
import {
  messageLanguage,
  passwordResetMessage,
  securityCodeMessage,
  verificationMessage,
} from './code-messages';

const khmerRegion = { defaultLanguage: 'KM' } as MerchantState;
const thaiRegion = { defaultLanguage: 'TH' } as MerchantState;

describe('the language a code is sent in', () => {
  it("is the visitor's when the site is fully translated into it", () => {
    expect(messageLanguage({ language: 'CN', merchant: khmerRegion })).toBe('CN');
    expect(messageLanguage({ language: 'EN', merchant: khmerRegion })).toBe('EN');
  });

  it("is the region's default when the visitor's is not known", () => {
    expect(messageLanguage({ language: null, merchant: khmerRegion })).toBe('KM');
  });

  it('is English for a language the site is only partly translated into', () => {
    expect(messageLanguage({ language: 'VI', merchant: khmerRegion })).toBe('EN');
    expect(messageLanguage({ language: null, merchant: thaiRegion })).toBe('EN');
  });
});

const messages = {
  verification: verificationMessage,
  'password reset': passwordResetMessage,
  'security code': securityCodeMessage,
};

describe.each(Object.entries(messages))('the %s message', (_, compose) => {
  it.each(['EN', 'CN', 'KM'] as const)('in %s holds the code once, its minutes and a subject', (language) => {
    const { subject, text } = compose(language, { account: 'player07', code: '048213', minutes: 17 });
    expect(subject.length).toBeGreaterThan(0);
    expect(text.match(/\b\d{6}\b/g)).toEqual(['048213']);
    expect(text).toMatch(/\b17\b/);
    expect(`${subject}${text}`).not.toMatch(/undefined|NaN|\$\{/);
  });

  it('reads differently in each language', () => {
    const filled = { account: 'player07', code: '048213', minutes: 17 };
    const texts = new Set((['EN', 'CN', 'KM'] as const).map((language) => compose(language, filled).text));
    expect(texts.size).toBe(3);
  });
});

describe('the mails to an account', () => {
  it.each(['EN', 'CN', 'KM'] as const)('greet the account by name in %s', (language) => {
    const filled = { account: 'player07', code: '048213', minutes: 17 };
    expect(passwordResetMessage(language, filled).text).toContain('player07');
    expect(securityCodeMessage(language, filled).text).toContain('player07');
  });
});

describe('the verification SMS', () => {
  // A text in Khmer or Chinese is sent as UCS-2, 70 characters to a message; every message over that is billed again.
  it.each(['EN', 'CN', 'KM'] as const)('is one message in %s, at the longest a code can live', (language) => {
    const { text } = verificationMessage(language, { code: '048213', minutes: 999 });
    expect(new SegmentedMessage(text, 'auto').segmentsCount).toBe(1);
  });
});
